/** Written where a source does not state a length (a device-charge schedule, a promotion). */
export const NOT_STATED = 'not stated';
/** A length in months as a source states it, or NOT_STATED. */
export type Months = number | typeof NOT_STATED;
