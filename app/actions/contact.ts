'use server';

import {
  contactFromForm,
  contactSchema,
  echoValues,
  firstErrors,
  type ContactField,
  type ContactState,
} from '@/lib/validation/contact';

/**
 * The contact form's server action: validates with the schema the browser uses.
 * Storing the message and mailing the team is the next step (issue 5); it plugs in here,
 * after validation, and must succeed before 'success' is returned.
 */
export async function submitContact(_prev: ContactState, form: FormData): Promise<ContactState> {
  const input = contactFromForm(form);
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) {
    return {
      status: 'error',
      values: echoValues(input),
      errors: firstErrors<ContactField>(parsed.error),
    };
  }
  return { status: 'success' };
}
