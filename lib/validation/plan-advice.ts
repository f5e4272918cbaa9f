import { PLAN_ADVICE_AGREEMENT_ERROR } from './plan-advice-fields';
import { z } from './zod';

export * from './plan-advice-fields';

/** "Get plan advice" on /plans: one schema for the browser and the server. */
export const planAdviceSchema = z.object({
  name: z
    .string({ error: 'Enter your name.' })
    .trim()
    .min(1, 'Enter your name.')
    .max(100, 'Your name can be at most 100 characters.'),
  email: z
    .string({ error: 'Enter your email address.' })
    .trim()
    .min(1, 'Enter your email address.')
    .max(254, 'That email address is too long.')
    .pipe(z.email('Enter a valid email address, like name@example.com.')),
  message: z
    .string({ error: 'Tell us what you need.' })
    .trim()
    .min(20, 'Tell us a little more: at least 20 characters.')
    .max(3000, 'Your request can be at most 3000 characters.'),
  agree: z.literal(true, { error: PLAN_ADVICE_AGREEMENT_ERROR }),
});

export type PlanAdviceInput = z.infer<typeof planAdviceSchema>;
