'use server';
/**
 * The Server Actions of the five public forms: each is the one pipeline (./action.ts) with its
 * form (./specs.ts; the reminder's e-mail form, lib/remind/form.ts). A form's client component
 * calls `useActionState(action, EMPTY_FORM_STATE)`.
 */
import { REMINDER_FORM } from '../remind/form';
import { formAction, type FormActionState } from './action';
import { CONTACT_FORM, NEWSLETTER_FORM, PLAN_ADVICE_FORM, PRICE_REPORT_FORM } from './specs';

export async function sendContact(previous: FormActionState, form: FormData) {
  return formAction(CONTACT_FORM, previous, form);
}

export async function subscribeNewsletter(previous: FormActionState, form: FormData) {
  return formAction(NEWSLETTER_FORM, previous, form);
}

export async function askPlanAdvice(previous: FormActionState, form: FormData) {
  return formAction(PLAN_ADVICE_FORM, previous, form);
}

export async function reportPrice(previous: FormActionState, form: FormData) {
  return formAction(PRICE_REPORT_FORM, previous, form);
}

/**
 * "E-mail me instead" on /remind (issue 54): a valid post lands on /remind/thank-you, or on
 * /remind/thank-you/queued when no mail transport is configured (lib/remind/form.ts).
 */
export async function remindByEmail(previous: FormActionState, form: FormData) {
  return formAction(REMINDER_FORM, previous, form);
}
