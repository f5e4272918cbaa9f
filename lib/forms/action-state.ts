/**
 * What a form's Server Action answers (./action.ts), client-safe: the form's client component
 * passes EMPTY_FORM_STATE to `useActionState` and renders what comes back.
 */
export type FormActionState = {
  /** What was typed (text fields, not the bot fields), handed back so nothing is lost. */
  values: Record<string, string>;
  /** Each invalid field's first message, in the post's language. */
  errors: Record<string, string>;
  /** A message for the whole form ('' when none), in the post's language. */
  message: string;
  /**
   * The post was taken, answered in place (a form whose spec says `inPlace`, called from its
   * script); a new object each time, so a leaf can tell one success from the next.
   */
  sent?: true;
};

export const EMPTY_FORM_STATE: FormActionState = { values: {}, errors: {}, message: '' };
