/**
 * Every word the forms show that is not a label: validation messages (used by the one zod schema
 * per form, in the browser and on the server), status lines and network errors. They live in
 * content/forms/messages.json for editors; this module types them and fills in `{min}`/`{max}`.
 * Free of zod: the forms import it with the page, the schemas load later.
 */
import messages from '../../content/forms/messages.json';

export const formMessages = messages;
export type FormMessages = typeof messages;

/** A message with its `{min}` / `{max}` placeholders filled in. */
export function fill(template: string, values: { min?: number; max?: number }): string {
  return template.replace(/\{(min|max)\}/g, (_, k: 'min' | 'max') => String(values[k] ?? `{${k}}`));
}
