/**
 * Staleness checks for editors (`npm run content:stale`). Each check is given the documents it
 * looks at (from the checked dataset) and returns, as of a day, what has gone stale; add a
 * check by exporting a function of the same shape and listing it in scripts/content-stale.ts.
 */
export type StaleItem = { check: string; file: string; reason: string };
export type StaleCheck = (now: Date) => StaleItem[];

const DAY_MS = 86_400_000;

/**
 * A price is stale when its source states no date, or states one more than
 * `maxAgeDays` before `now`. Pure: the pages and the check share it.
 */
export function isPriceStale(sourceDate: string, now: Date, maxAgeDays: number): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(sourceDate)) return true;
  // Whole calendar days (UTC) between the source's date and today.
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const age = (today - Date.parse(`${sourceDate}T00:00:00Z`)) / DAY_MS;
  return !(age <= maxAgeDays);
}

/** A catalogue plan as the price check needs it: its file and its source's date. */
export type PricedPlan = { file: string; source: { date: string } };

/** Catalogue plans whose price source is undated or older than `maxAgeDays`. */
export function stalePlanPrices(maxAgeDays: number, plans: readonly PricedPlan[]): StaleCheck {
  return (now) =>
    plans.flatMap(({ file, source: { date } }) => {
      if (!isPriceStale(date, now, maxAgeDays)) return [];
      const reason = /^\d{4}-\d{2}-\d{2}$/.test(date)
        ? `the source dates the price ${date}, more than ${maxAgeDays} days ago`
        : 'the source states no date for the price';
      return [{ check: 'plan price', file, reason }];
    });
}

/** Runs every check; the order is the order of the report. */
export function runStaleChecks(checks: StaleCheck[], now = new Date()): StaleItem[] {
  return checks.flatMap((check) => check(now));
}
