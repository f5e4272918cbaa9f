/**
 * The one comparison period: every offer on /plans/compare and in the catalogue is costed over
 * the same number of months, chosen by the visitor (a plain GET parameter) from these.
 */

/** The periods a visitor can choose, in months. */
export const PERIODS = [12, 24, 36] as const;
export type Period = (typeof PERIODS)[number];
/** The period shown when none is chosen (the prerendered catalogue, a link without one). */
export const DEFAULT_PERIOD: Period = 12;

/** A query value as a period; anything else (missing, malformed, not offered) is the default. */
export function parsePeriod(raw: string | string[] | null | undefined): Period {
  const one = Array.isArray(raw) ? raw[0] : raw;
  const n = Number(one);
  return (PERIODS as readonly number[]).includes(n) ? (n as Period) : DEFAULT_PERIOD;
}
