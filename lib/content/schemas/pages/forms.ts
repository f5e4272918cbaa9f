/** content/pages/forms.mdx: the pages a form leads to (thank-you, confirm, unsubscribe, error). */
import { z } from '../../../forms/validation/zod';
import { text } from '../shared';

const message = z.object({ title: text, text }).strict();
/** A page's title and description for search engines and the browser tab. */
const meta = z.object({ title: text, description: text }).strict();

export const formsBlocksSchema = z
  .object({
    newsletterThanks: message,
    /** Shown after the site config's response promise (siteConfig.responsePromise). */
    contactThanks: message,
    confirm: z
      .object({
        prompt: z.object({ title: text, text, button: text }).strict(),
        confirmed: message,
        expired: message,
        invalid: message,
      })
      .strict(),
    unsubscribe: z
      .object({ prompt: message, done: message, invalid: message, button: text })
      .strict(),
    /** /form-error?reason=…: one text per reason a form post can fail (lib/forms/respond.ts). */
    error: z
      .object({
        title: text,
        invalid: text,
        rate: text,
        server: text,
        back: text,
        tooLong: text,
        notForm: text,
        refused: text,
      })
      .strict(),
    /** The head of the pages a form leads to that have no title of their own. */
    meta: z.object({ confirm: meta, unsubscribe: meta, error: meta }).strict(),
  })
  .strict();
