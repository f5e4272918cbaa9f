/**
 * What has not been reviewed for a year: guides by their last update (or publication), FAQ
 * answers and plan cards by `reviewedAt`. `npm run content:stale` prints the list.
 */

export const REVIEW_INTERVAL_MONTHS = 12;

export type Reviewable = { file: string; kind: 'guide' | 'faq' | 'plan card'; reviewedAt: string };
export type StaleItem = Reviewable & { ageDays: number };

/** The date `months` before `now` (YYYY-MM-DD, UTC). */
export function reviewCutoff(now: Date, months = REVIEW_INTERVAL_MONTHS): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** Everything last reviewed before the cutoff, oldest first. */
export function staleContent(items: readonly Reviewable[], now = new Date()): StaleItem[] {
  const cutoff = reviewCutoff(now);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return items
    .filter((i) => i.reviewedAt.slice(0, 10) < cutoff)
    .map((i) => ({
      ...i,
      ageDays: Math.round((today - Date.parse(`${i.reviewedAt.slice(0, 10)}T00:00:00Z`)) / 86_400_000),
    }))
    .sort((a, b) => a.reviewedAt.localeCompare(b.reviewedAt));
}
