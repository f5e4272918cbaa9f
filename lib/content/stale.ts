/**
 * Staleness checks for editors (`npm run content:stale`). Each check is a function that
 * reads the content folder and returns what has gone stale; add a check by exporting a
 * function of the same shape and listing it in `staleChecks`.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

export type StaleItem = { check: string; file: string; reason: string };
export type StaleCheck = (contentDir: string, now: Date) => StaleItem[];

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

/** Every .mdx under `dir`, relative to `base`, sorted. */
function mdxUnder(dir: string, base: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.mdx'))
    .map((e) => path.relative(base, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Catalogue plans whose price source is undated or older than `maxAgeDays`. */
export function stalePlanPrices(maxAgeDays: number): StaleCheck {
  return (contentDir, now) => {
    const base = path.dirname(contentDir);
    return mdxUnder(path.join(contentDir, 'plans', 'catalogue'), base).flatMap((file) => {
      let data: { source?: { date?: unknown } };
      try {
        data = matter(fs.readFileSync(path.join(base, file), 'utf8')).data;
      } catch {
        return [
          {
            check: 'plan price',
            file,
            reason: 'the frontmatter cannot be read (run npm run content)',
          },
        ];
      }
      const raw = data.source?.date;
      const date = raw instanceof Date ? raw.toISOString().slice(0, 10) : String(raw ?? 'unknown');
      if (!isPriceStale(date, now, maxAgeDays)) return [];
      const reason =
        date === 'unknown'
          ? 'the source states no date for the price'
          : `the source dates the price ${date}, more than ${maxAgeDays} days ago`;
      return [{ check: 'plan price', file, reason }];
    });
  };
}

/** Runs every check; the order is the order of the report. */
export function runStaleChecks(
  checks: StaleCheck[],
  contentDir: string,
  now = new Date(),
): StaleItem[] {
  return checks.flatMap((check) => check(contentDir, now));
}
