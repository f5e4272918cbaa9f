/**
 * Review dates: a guide is reviewed when it is updated (or published), an FAQ answer or a
 * plan card when its `reviewedAt` says. What has not been reviewed for 12 months is stale:
 * `npm run content:stale` lists it, from the checked dataset. The check has the shape of the
 * other staleness checks (lib/content/stale.ts), so one script can run them all.
 */
import type { StaleCheck } from './stale';

export const REVIEW_INTERVAL_MONTHS = 12;

export type Reviewable = { file: string; kind: 'guide' | 'faq' | 'plan card'; reviewedAt: string };
export type StaleReview = Reviewable & { ageDays: number };

/** The date `months` before `now` (YYYY-MM-DD, UTC). */
export function reviewCutoff(now: Date, months = REVIEW_INTERVAL_MONTHS): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** Everything last reviewed before the cutoff (or never), oldest first. */
export function staleContent(
  items: readonly Reviewable[],
  now = new Date(),
  months = REVIEW_INTERVAL_MONTHS,
): StaleReview[] {
  const cutoff = reviewCutoff(now, months);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return items
    .filter((i) => !(i.reviewedAt.slice(0, 10) >= cutoff))
    .map((i) => ({
      ...i,
      ageDays: Math.round(
        (today - Date.parse(`${i.reviewedAt.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
      ),
    }))
    .sort((a, b) => a.reviewedAt.localeCompare(b.reviewedAt));
}

type Dated = { file: string };

/** The review date of every guide, FAQ answer and plan card (not the plan catalogue). */
export function reviewables(
  guides: readonly (Dated & { publishedAt: string; updatedAt?: string })[],
  faqs: readonly (Dated & { reviewedAt: string })[],
  planCards: readonly (Dated & { reviewedAt: string })[],
): Reviewable[] {
  return [
    ...guides.map((g) => ({
      file: g.file,
      kind: 'guide' as const,
      reviewedAt: g.updatedAt ?? g.publishedAt,
    })),
    ...faqs.map((f) => ({ file: f.file, kind: 'faq' as const, reviewedAt: f.reviewedAt })),
    ...planCards.map((c) => ({
      file: c.file,
      kind: 'plan card' as const,
      reviewedAt: c.reviewedAt,
    })),
  ];
}

/** A staleness check: guides, answers and plan cards not reviewed for `months` months. */
export function staleReviews(
  items: readonly Reviewable[],
  months = REVIEW_INTERVAL_MONTHS,
): StaleCheck {
  return (now) =>
    staleContent(items, now, months).map((s) => ({
      check: `${s.kind} review`,
      file: s.file,
      reason: s.reviewedAt
        ? `last reviewed ${s.reviewedAt}, more than ${months} months ago`
        : 'no review date',
    }));
}
