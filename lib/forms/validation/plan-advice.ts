import { messageField, senderFields } from './fields';
import { formMessagesFor, perLocale } from './messages';
import { ADVICE_MESSAGE_MAX, ADVICE_MESSAGE_MIN } from './plan-advice-fields';
import { z } from './zod';

// The form's words come with its schema: the browser loads both when the visitor starts on it.
export { formMessagesFor } from './messages';
import { DEFAULT_LOCALE } from '../../i18n/format';

export * from './plan-advice-fields';

/**
 * "Get plan advice" on /plans: one schema for the browser and the server, per language. Two
 * separate ticks, each required: consent to use the details to answer (specific, as the PDPL,
 * Federal Decree-Law 45 of 2021 Art. 6, asks, like the contact and price-report forms), and
 * acceptance of the Terms of Service; neither is bundled with the other or with a policy.
 */
export const planAdviceSchemaFor = perLocale((locale) => {
  const m = formMessagesFor(locale).validation;
  return z.object({
    ...senderFields(locale),
    message: messageField(m.adviceMessage, [ADVICE_MESSAGE_MIN, ADVICE_MESSAGE_MAX], locale),
    consent: z.literal(true, { error: m.adviceConsent.required }),
    terms: z.literal(true, { error: m.adviceTerms.required }),
  });
});

/** The English schema (scripts and tests). */
export const planAdviceSchema = planAdviceSchemaFor(DEFAULT_LOCALE);

export type PlanAdviceInput = z.infer<typeof planAdviceSchema>;
