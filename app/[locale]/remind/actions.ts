'use server';
/**
 * "E-mail me instead" (issue 54): the one form pipeline (lib/forms/action.ts) with the reminder's
 * form (lib/remind/form.ts). With or without JavaScript, Next posts the form to the page and runs
 * this; a valid post lands on /remind/thank-you, anything else comes back with its messages.
 */
import { formAction, type FormActionState } from '@/lib/forms/action';
import { REMINDER_FORM } from '@/lib/remind/form';

export async function remindByEmail(previous: FormActionState, form: FormData) {
  return formAction(REMINDER_FORM, previous, form);
}
