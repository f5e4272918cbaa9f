/** Price-report form helpers, free of zod (the form imports them with the page). */
import { readForm } from './read';

export function priceReportFromForm(form: FormData) {
  return readForm(form, ['planId', 'problem', 'sourceUrl', 'email'], ['consent']);
}
