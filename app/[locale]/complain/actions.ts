'use server';
/**
 * The complaint form's server action: with or without JavaScript (Next posts the form to the
 * page and renders the answer), the letter is composed in the answer and kept nowhere.
 * server.mjs refuses a call that is not this form's post before it gets here
 * (lib/server/action-guard.mjs); a call that still is not one (arguments that are no form data)
 * gets a refusal, never an exception.
 */
import { letterFromPost } from '@/lib/complain/compose';
import type { ComplaintState } from '@/lib/complain/state';
import { postLocale } from '@/lib/forms/locale';
import { formMessagesFor } from '@/lib/forms/validation/messages';

export async function writeComplaint(
  _previous: ComplaintState,
  form: FormData,
): Promise<ComplaintState> {
  if (!(form instanceof FormData)) {
    // Its language, if any argument is a post that names one (lib/forms/locale.ts).
    const locale = postLocale(_previous instanceof FormData ? _previous : null);
    return {
      values: {},
      errors: { form: formMessagesFor(locale).server.unreadable },
      letter: null,
    };
  }
  const state = letterFromPost(form);
  // "Change the facts": the same values back to the form, without the letter.
  if (form.get('intent') === 'edit') return { ...state, errors: {}, letter: null };
  return state;
}
