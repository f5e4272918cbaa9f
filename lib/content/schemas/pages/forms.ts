/** content/pages/forms.mdx: the pages a form leads to (thank-you, confirm, unsubscribe, error). */
import { z } from '../../../validation/zod';
import { text } from '../shared';

const message = z.object({ title: text, text }).strict();

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
    error: z.object({ title: text, invalid: text, rate: text, server: text, back: text }).strict(),
  })
  .strict();
