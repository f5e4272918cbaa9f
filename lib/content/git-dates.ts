/**
 * A guide's dates, checked against the git history of its file:
 *
 * - `publishedAt` is the day the file was first committed here (renames followed);
 * - the guide's text (title, brief, key points, image alt texts, sources and body: what a reader
 *   reads, or hears from a screen reader) must not
 *   have changed after its `updatedAt` (or `publishedAt` when it has none). An uncommitted edit
 *   is today's change, and a file never committed is published today.
 *
 * Days are UTC. Where there is no history to compare with (not a git checkout, git missing, or a
 * shallow clone), the check is skipped and says so: it never guesses. With `requireHistory` (CI sets
 * CONTENT_REQUIRE_HISTORY=1 after fetching the full history, .ci/run) a missing history is a
 * problem instead, so a build there cannot pass without the check.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/** A problem as the content check reports it (lib/content/validate.ts `Problem`). */
type Problem = { file: string; field: string; message: string };

const env = { ...process.env, TZ: 'UTC', LC_ALL: 'C' };

function git(cwd: string, args: string[]): { ok: boolean; out: string } {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
  return { ok: r.status === 0, out: r.stdout ?? '' };
}

/** Why the history cannot be used for files under `dir`, or null when it can. */
export function historyUnavailable(dir: string): string | null {
  const inside = git(dir, ['rev-parse', '--is-inside-work-tree']);
  if (!inside.ok || inside.out.trim() !== 'true')
    return 'not a git checkout (or git is not installed)';
  const shallow = git(dir, ['rev-parse', '--is-shallow-repository']);
  if (!shallow.ok) return 'git cannot tell whether this clone is shallow';
  if (shallow.out.trim() === 'true') return 'a shallow clone holds only part of the history';
  return null;
}

/**
 * What a reader reads of a guide, image alt texts included (a screen reader reads them): a change
 * to anything else (a tag, an order, an image's size) is not a text change.
 */
export function guideText(raw: string): string {
  try {
    const { data, content } = matter(raw);
    const { title, brief, keyPoints, sources, images } = data as Record<string, unknown>;
    const alts = Array.isArray(images)
      ? images.map((i) => (i && typeof i === 'object' ? (i as { alt?: unknown }).alt : undefined))
      : undefined;
    return JSON.stringify({ title, brief, keyPoints, alts, sources, body: content.trim() });
  } catch {
    return raw;
  }
}

export type FileHistory = {
  /** The day of the file's first commit (renames followed); null when it was never committed. */
  firstCommit: string | null;
  /** The day of its first commit that was not a draft (today when none was); null when never committed. */
  firstPublished: string | null;
  /** The last day its text changed, counting an uncommitted edit as today. */
  lastTextChange: string;
};

const todayUtc = (now: Date) => now.toISOString().slice(0, 10);

/** The history of one file; `file` is an absolute path inside a git checkout with full history. */
export function fileHistory(file: string, now = new Date(), textOf = guideText): FileHistory {
  const top = git(path.dirname(file), ['rev-parse', '--show-toplevel']).out.trim();
  const rel = path.relative(fs.realpathSync(top), fs.realpathSync(file)).split(path.sep).join('/');
  const today = todayUtc(now);
  const day = ['--date=format-local:%Y-%m-%d'];
  // The commits of the file, following renames (newest first), each with the path it had then.
  const log = git(top, ['log', '--follow', '--format=%x00%H %cd', '--name-only', ...day, '--', rel])
    .out.split('\0')
    .filter((e) => e.trim())
    .map((e) => {
      const [head, ...names] = e.trim().split('\n');
      const [hash, d] = head.split(' ');
      return { hash, day: d, path: names.filter(Boolean).at(-1) ?? rel };
    });
  const first = log.at(-1)?.day;
  // Published: the first commit in which it was not a draft (lib/content/drafts.ts), or today.
  const isDraft = (raw: string) => {
    try {
      return matter(raw).data.draft === true;
    } catch {
      return false;
    }
  };
  const published = () =>
    [...log].reverse().find((c) => {
      const r = git(top, ['show', `${c.hash}:${c.path}`]);
      return r.ok && !isDraft(r.out);
    })?.day ?? today;
  if (!first) return { firstCommit: null, firstPublished: null, lastTextChange: today };

  const cache = new Map<string, string | null>();
  const textAt = (rev: string) => {
    if (!cache.has(rev)) {
      const r = git(top, ['show', `${rev}:${rel}`]);
      cache.set(rev, r.ok ? textOf(r.out) : null);
    }
    return cache.get(rev)!;
  };
  const working = textOf(fs.readFileSync(file, 'utf8'));
  const firstPublished = published();
  if (working !== textAt('HEAD'))
    return { firstCommit: first, firstPublished, lastTextChange: today };

  // Newest first: the commits that touched the path. A commit changed the text when its version
  // differs from its parent's; a merge only when it differs from every parent's (a merge that
  // brings a branch's edit is dated by the edit's own commit, which the log also lists).
  const commits = git(top, ['log', '--format=%H %P %cd', ...day, '--', rel])
    .out.trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const parts = line.split(' ');
      return { hash: parts[0], parents: parts.slice(1, -1), day: parts.at(-1)! };
    });
  for (const c of commits) {
    const text = textAt(c.hash);
    if (!c.parents.length || c.parents.every((p) => textAt(p) !== text))
      return { firstCommit: first, firstPublished, lastTextChange: c.day };
  }
  // The file arrived by a rename whose text the path's own log does not show changing.
  return { firstCommit: first, firstPublished, lastTextChange: commits.at(-1)?.day ?? first };
}

export type DatedGuide = {
  file: string;
  absolute: string;
  publishedAt: string;
  updatedAt?: string;
};

/**
 * The date problems of these guides, or a skip message when the history cannot be read.
 * `file` is how a problem names the guide; `absolute` is where it is on disk.
 */
export function checkGuideDates(
  guides: DatedGuide[],
  now = new Date(),
  { requireHistory = false }: { requireHistory?: boolean } = {},
): { problems: Problem[]; skipped: string | null } {
  if (!guides.length) return { problems: [], skipped: null };
  const why = historyUnavailable(path.dirname(guides[0].absolute));
  if (why && requireHistory)
    return {
      problems: [
        {
          file: guides[0].file,
          field: '(git history)',
          message: `guide dates cannot be checked: ${why}; fetch the full history (git fetch --unshallow) or unset CONTENT_REQUIRE_HISTORY`,
        },
      ],
      skipped: null,
    };
  if (why) return { problems: [], skipped: `Guide dates were not checked against git: ${why}.` };
  const problems: Problem[] = [];
  const today = todayUtc(now);
  for (const g of guides) {
    const h = fileHistory(g.absolute, now);
    const published = h.firstPublished ?? today;
    if (g.publishedAt !== published)
      problems.push({
        file: g.file,
        field: 'publishedAt',
        message: !h.firstCommit
          ? `is ${g.publishedAt}, but the file has never been committed: a new guide is published today, ${today}`
          : published === h.firstCommit
            ? `is ${g.publishedAt}, but the file was first committed on ${published}: a guide is published the day it first reached this repository`
            : `is ${g.publishedAt}, but the guide was first committed without draft: true on ${published}: a guide is published the day it stopped being a draft`,
      });
    const claimed = g.updatedAt ?? g.publishedAt;
    if (h.firstCommit && h.lastTextChange > claimed)
      problems.push({
        file: g.file,
        field: g.updatedAt ? 'updatedAt' : 'updatedAt (missing)',
        message: `the guide's text changed on ${h.lastTextChange}, after ${claimed}: set updatedAt: ${h.lastTextChange}`,
      });
  }
  return { problems, skipped: null };
}

/** What a reader reads of a legal document: its title, description and text. */
export function legalText(raw: string): string {
  try {
    const { data, content } = matter(raw);
    const { title, description } = data as Record<string, unknown>;
    return JSON.stringify({ title, description, body: content.trim() });
  } catch {
    return raw;
  }
}

export type DatedLegal = { file: string; absolute: string; lastUpdated: string };

/**
 * The date problems of the legal documents (`pairs`: each document's English file and its
 * translations): a text changed after its `lastUpdated` (an uncommitted edit counts as today's)
 * fails naming the day to set, and the languages of one document must carry the same date, the
 * check naming the one behind. A skip message when the history cannot be read.
 */
export function checkLegalDates(
  pairs: DatedLegal[][],
  now = new Date(),
  { history = true, requireHistory = false }: { history?: boolean; requireHistory?: boolean } = {},
): { problems: Problem[]; skipped: string | null } {
  const problems: Problem[] = [];
  for (const [english, ...translations] of pairs)
    for (const t of translations)
      if (t.lastUpdated !== english.lastUpdated) {
        const [behind, ahead] = t.lastUpdated < english.lastUpdated ? [t, english] : [english, t];
        problems.push({
          file: behind.file,
          field: 'lastUpdated',
          message: `is ${behind.lastUpdated}, behind ${ahead.file} (${ahead.lastUpdated}): both languages of a legal document carry the same date`,
        });
      }
  const all = pairs.flat();
  if (!history || !all.length) return { problems, skipped: null };
  const why = historyUnavailable(path.dirname(all[0].absolute));
  if (why && requireHistory)
    return {
      problems: [
        ...problems,
        {
          file: all[0].file,
          field: '(git history)',
          message: `legal dates cannot be checked: ${why}; fetch the full history (git fetch --unshallow) or unset CONTENT_REQUIRE_HISTORY`,
        },
      ],
      skipped: null,
    };
  if (why) return { problems, skipped: `Legal dates were not checked against git: ${why}.` };
  for (const doc of all) {
    const h = fileHistory(doc.absolute, now, legalText);
    if (h.lastTextChange > doc.lastUpdated)
      problems.push({
        file: doc.file,
        field: 'lastUpdated',
        message: `the text changed on ${h.lastTextChange}${h.firstCommit ? '' : ' (never committed: today)'}, after ${doc.lastUpdated}: set lastUpdated: ${h.lastTextChange} in both languages`,
      });
  }
  return { problems, skipped: null };
}
