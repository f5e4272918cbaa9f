import type { z } from 'zod';
import type { Locale } from '../i18n/format';
import { storeContactMessage, type ContactRecordInput } from './contact';
import { handleFormPost } from './handle';

/**
 * The POST handler of a form that leaves a message for the operator (contact, plan advice, price
 * report): the one form pipeline (./handle.ts), then the message stored in the visitor's language
 * with its notification mail, and the visitor sent to the thank-you page.
 */
export function messageRoute<S extends z.ZodType>(opts: {
  /** The form's one schema, its messages in the given language. */
  schema: (locale: Locale) => S;
  read: (form: FormData) => unknown;
  /** The stored message, from the validated form. */
  record: (data: z.infer<S>) => Omit<ContactRecordInput, 'locale'>;
}) {
  return (req: Request) =>
    handleFormPost(req, {
      form: 'contact',
      schema: opts.schema,
      read: opts.read,
      store: (db, data, meta) =>
        storeContactMessage(db, { ...opts.record(data), locale: meta.locale }, meta),
      pages: { success: '/contact/thank-you', error: '/form-error' },
    });
}
