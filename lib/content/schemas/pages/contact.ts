/** content/pages/contact.mdx */
import { z } from '../../../forms/validation/zod';
import { headingIntro, text } from '../shared';

export const CONTACT_ITEM_KEYS = [
  'general',
  'helpdesk',
  'support',
  'leadership',
  'privacy',
  'terms',
  'phone',
] as const;

export const contactBlocksSchema = z
  .object({
    /** `lead` names the mailboxes; `leadNoMailbox` replaces it when the operator configured none. */
    hero: z.object({ lead: text, leadNoMailbox: text }).strict(),
    info: z
      .object({
        ...headingIntro,
        items: z
          .array(
            z.object({ key: z.enum(CONTACT_ITEM_KEYS), title: text, description: text }).strict(),
          )
          .length(7)
          .refine((items) => new Set(items.map((i) => i.key)).size === 7, 'each contact item once'),
        addressHeading: text,
      })
      .strict(),
    form: z
      .object({
        ...headingIntro,
        requiredNote: text,
        labels: z
          .object({
            name: text,
            email: text,
            phone: text,
            subject: text,
            message: text,
            consent: text,
          })
          .strict(),
        optional: text,
        messagePlaceholder: text,
        /** "{count}" and "{min}" are filled in: the live character count. */
        countTemplate: text,
        submit: text,
        sending: text,
        serverError: text,
        /** The dialog's text is the response promise of the site config (siteConfig.responsePromise). */
        success: z.object({ title: text, close: text }).strict(),
      })
      .strict(),
  })
  .strict();

export type ContactBlocks = z.infer<typeof contactBlocksSchema>;
