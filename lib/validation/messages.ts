/**
 * Every word the forms show that is not a label: validation messages (used by the one zod schema
 * per form, in the browser and on the server), status lines and network errors. They live in
 * content/forms/messages.json for editors; this module types them and fills in `{min}`/`{max}`.
 * Free of zod: the forms import it with the page, the schemas load later.
 */
import messages from '../../content/forms/messages.json';
import { fillSlots } from '../format';

export const formMessages = messages;
export type FormMessages = typeof messages;

/** A message with its `{min}` / `{max}` placeholders filled in (lib/format.ts's fillSlots). */
export function fill(template: string, values: { min?: number; max?: number }): string {
  const defined = Object.entries(values).filter((e): e is [string, number] => e[1] !== undefined);
  return fillSlots(template, Object.fromEntries(defined));
}
