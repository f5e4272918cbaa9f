'use server';
/**
 * The complaint form's server action: with or without JavaScript (Next posts the form to the
 * page and renders the answer), the letter is composed in the answer and kept nowhere.
 */
import { letterFromPost } from '@/lib/complain/compose';
import type { ComplaintState } from '@/lib/complain/state';

export async function writeComplaint(
  _previous: ComplaintState,
  form: FormData,
): Promise<ComplaintState> {
  const state = letterFromPost(form);
  // "Change the facts": the same values back to the form, without the letter.
  if (form.get('intent') === 'edit') return { ...state, errors: {}, letter: null };
  return state;
}
