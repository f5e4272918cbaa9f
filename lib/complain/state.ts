/** What the complaint form's server action answers: client-safe types only. */
import type { ComplaintValues } from './fields';
import type { Letter } from './letter';

export type ComplaintState = {
  /** What was typed, handed back so nothing is lost (never stored). */
  values: ComplaintValues;
  errors: Partial<Record<string, string>>;
  letter: Letter | null;
};

export const EMPTY_STATE: ComplaintState = { values: {}, errors: {}, letter: null };
