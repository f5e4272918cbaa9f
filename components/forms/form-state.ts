'use client';

import { createContext, use } from 'react';
import type { FieldErrors } from '@/lib/forms/validation/form';

/** What a form's client leaves (controls, errors, submit, alerts) show. */
export type FormState = {
  hydrated: boolean;
  pending: boolean;
  /** The form was sent and answered in place (it stays so: the success line keeps showing). */
  sent: boolean;
  errors: FieldErrors<string>;
  /** A message for the whole form (the server's), shown as an alert. */
  message: string;
  /** What was typed, as the server handed it back: the controls' defaults. */
  values: Record<string, string>;
};

export const FormContext = createContext<FormState>({
  hydrated: false,
  pending: false,
  sent: false,
  errors: {},
  message: '',
  values: {},
});
export const useFormState = () => use(FormContext);

/**
 * What a form shows live while the visitor types: the values of the fields it watches (a
 * checkbox's `checked`, any other control's text; absent until first changed and after a reset)
 * and how many times it was sent (a leaf that opens on each success counts these).
 */
export type FormLive = { values: Record<string, string | boolean>; sends: number };
export const FormLiveContext = createContext<FormLive>({ values: {}, sends: 0 });
export const useFormLive = () => use(FormLiveContext);
