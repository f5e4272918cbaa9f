import { PLAN_ADVICE_AGREEMENT_ERROR } from './plan-advice-fields';
import { nameField, emailField, textField } from './fields';
import { z } from './zod';

export * from './plan-advice-fields';

/** "Get plan advice" on /plans: one schema for the browser and the server. */
export const planAdviceSchema = z.object({
  name: nameField,
  email: emailField,
  message: textField({
    required: 'Tell us what you need.',
    label: 'Your request',
    multiline: true,
    min: [20, 'Tell us a little more: at least 20 characters.'],
    max: [3000, 'Your request can be at most 3000 characters.'],
  }),
  agree: z.literal(true, { error: PLAN_ADVICE_AGREEMENT_ERROR }),
});

export type PlanAdviceInput = z.infer<typeof planAdviceSchema>;
