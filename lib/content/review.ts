/**
 * Review dates: a guide is reviewed when it is updated (or published), an FAQ answer or a
 * plan card when its `reviewedAt` says. What has not been reviewed for 12 months is stale:
 * `npm run content:stale` lists it. The check has the shape of the other staleness checks
 * (`(contentDir, now) => { check, file, reason }[]`), so one script can run them all.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

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

const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v ? String(v) : '');

function mdxUnder(dir: string, base: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.mdx'))
    .map((e) => path.relative(base, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** The review date of every guide, FAQ answer and plan card (not the plan catalogue). */
export function reviewables(contentDir: string): Reviewable[] {
  const base = path.dirname(contentDir);
  const read = (file: string) => matter(fs.readFileSync(path.join(base, file), 'utf8')).data;
  return [
    ...mdxUnder(path.join(contentDir, 'guides'), base).map((file) => {
      const d = read(file);
      return { file, kind: 'guide' as const, reviewedAt: day(d.updatedAt ?? d.publishedAt) };
    }),
    ...mdxUnder(path.join(contentDir, 'faq'), base).map((file) => ({
      file,
      kind: 'faq' as const,
      reviewedAt: day(read(file).reviewedAt),
    })),
    ...mdxUnder(path.join(contentDir, 'plans'), base)
      .filter((f) => !f.includes('/catalogue/'))
      .map((file) => ({
        file,
        kind: 'plan card' as const,
        reviewedAt: day(read(file).reviewedAt),
      })),
  ];
}

/** A staleness check: guides, answers and plan cards not reviewed for `months` months. */
export function staleReviews(months = REVIEW_INTERVAL_MONTHS) {
  return (contentDir: string, now: Date) =>
    staleContent(reviewables(contentDir), now, months).map((s) => ({
      check: `${s.kind} review`,
      file: s.file,
      reason: s.reviewedAt
        ? `last reviewed ${s.reviewedAt}, more than ${months} months ago`
        : 'no review date',
    }));
}
