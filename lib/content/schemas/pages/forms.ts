/** content/pages/forms.mdx: the pages a form leads to (thank-you, confirm, unsubscribe) and a refused post's page. */
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
    /**
     * The page server.mjs answers when it refuses a form's post before the form's action runs
     * (lib/server/action-guard.mjs): one text per refusal; the form's own errors show beside it.
     */
    error: z
      .object({
        title: text,
        back: text,
        tooLong: text,
        notForm: text,
        refused: text,
      })
      .strict(),
    /** The head of the pages a form leads to that have no title of their own. */
    meta: z.object({ confirm: meta, unsubscribe: meta }).strict(),
  })
  .strict();
