'use server';

import {
  firstErrors,
  newsletterFromForm,
  newsletterSchema,
  type FormState,
} from '@/lib/validation/newsletter';

export type NewsletterState = FormState<'email' | 'consent'>;

/** Validates on the server with the same schema as the browser. */
export async function subscribeNewsletter(
  _prev: NewsletterState,
  form: FormData,
): Promise<NewsletterState> {
  const input = newsletterFromForm(form);
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) {
    return { status: 'error', values: { email: input.email }, errors: firstErrors(parsed.error) };
  }
  return { status: 'success' };
}
