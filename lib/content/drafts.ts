/**
 * Drafts: a guide, newsletter issue, catalogue plan or complaint problem whose frontmatter says
 * `draft: true` (in either language: the English file or its translation) is work in progress.
 *
 * - The content check parses a draft by its schema (so `npm run dev` can show it) but applies no
 *   other rule to it: its images may be missing, its body short, its translation behind or absent,
 *   and its `npm run new` placeholders (PLACEHOLDER) still there. A published document may not
 *   rely on a draft (a related guide, a deep dive): the cross-file rules see published documents
 *   only. Removing `draft` applies every rule.
 * - The checked dataset keeps each draft, marked `draft: true`, and records how it was written
 *   (`mode`); lib/content/load.ts, which every getter reads, hands drafts out only where
 *   `showsDrafts` says so: `npm run dev` and a preview build (`PREVIEW=1 npm run build`), never
 *   a production build.
 */
import type { CollectionName } from './collections';
import { splitContentPath } from './locales';

/** The collections whose documents may be drafts. */
export const DRAFTABLE: readonly CollectionName[] = [
  'guides',
  'newsletter',
  'catalogue',
  'complaints',
];

/**
 * What `npm run new` writes where an editor has something to fill in. A published document that
 * still holds it anywhere in its file (a field, a YAML comment, the body) fails the content check.
 */
export const PLACEHOLDER = 'TODO(new)';

/**
 * How the checked dataset was written: by `contentlayer2 dev` (`npm run dev`), with PREVIEW=1
 * (a preview build), or for production (`npm run content`, `npm run build`).
 */
export type ContentMode = 'dev' | 'preview' | 'production';

/** The mode the content check is running in. */
export function contentModeOf(dev: boolean, env: NodeJS.ProcessEnv = process.env): ContentMode {
  if (env.PREVIEW === '1') return 'preview';
  return dev ? 'dev' : 'production';
}

/**
 * Whether drafts are handed out. A preview dataset shows them; a dev dataset only outside a
 * production bundle (a `next build` run without `npm run content` after `npm run dev` still
 * leaves them out); a production dataset never.
 */
export function showsDrafts(mode: ContentMode, nodeEnv = process.env.NODE_ENV): boolean {
  return mode === 'preview' || (mode === 'dev' && nodeEnv !== 'production');
}

/**
 * The drafts among these files (paths relative to content/, either language): each as its path
 * in the language's folder (`guides/x.mdx`), so both languages of a draft are drafts.
 */
export function draftPaths(
  sources: Iterable<{ rel: string; data: Record<string, unknown> }>,
): Set<string> {
  const drafts = new Set<string>();
  for (const { rel, data } of sources)
    if (data.draft === true) drafts.add(splitContentPath(rel).path);
  return drafts;
}

/** Whether the file `rel` (relative to content/, either language) is a draft's. */
export const isDraftPath = (drafts: ReadonlySet<string>, rel: string) =>
  drafts.has(splitContentPath(rel).path);

/** The problems of a published file that still holds `npm run new`'s placeholders. */
export function placeholderProblems(raw: string): { field: string; message: string }[] {
  const lines = raw.split('\n').flatMap((line, i) => (line.includes(PLACEHOLDER) ? [i + 1] : []));
  if (!lines.length) return [];
  return [
    {
      field: '(placeholder)',
      message: `line ${lines.join(', ')} still holds ${PLACEHOLDER} from npm run new: write the real text (or keep draft: true until it is done)`,
    },
  ];
}
