import { nameField, emailField, textField } from './fields';
import { fill, formMessages } from './messages';
import { ADVICE_MESSAGE_MAX, ADVICE_MESSAGE_MIN } from './plan-advice-fields';
import { z } from './zod';

const m = formMessages.validation;

export * from './plan-advice-fields';

/** "Get plan advice" on /plans: one schema for the browser and the server. */
export const planAdviceSchema = z.object({
  name: nameField,
  email: emailField,
  message: textField({
    required: m.adviceMessage.required,
    label: m.adviceMessage.label,
    multiline: true,
    min: [ADVICE_MESSAGE_MIN, fill(m.adviceMessage.min, { min: ADVICE_MESSAGE_MIN })],
    max: [ADVICE_MESSAGE_MAX, fill(m.adviceMessage.max, { max: ADVICE_MESSAGE_MAX })],
  }),
  agree: z.literal(true, { error: m.adviceAgree.required }),
});

export type PlanAdviceInput = z.infer<typeof planAdviceSchema>;
