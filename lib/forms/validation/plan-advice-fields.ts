/** Plan advice form helpers, free of zod. */
import { readForm } from './read';

export const ADVICE_MESSAGE_MIN = 20;
export const ADVICE_MESSAGE_MAX = 3000;

export function planAdviceFromForm(form: FormData) {
  return readForm(form, ['name', 'email', 'message'], ['consent', 'terms']);
}
