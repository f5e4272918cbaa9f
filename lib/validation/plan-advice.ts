import { z } from './zod';

export const PLAN_ADVICE_AGREEMENT_ERROR = 'Please agree to Terms and Privacy Policy';

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

export function planAdviceFromForm(form: FormData) {
  const get = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v : '';
  };
  return {
    name: get('name'),
    email: get('email'),
    message: get('message'),
    agree: get('agree') === 'on',
  };
}
