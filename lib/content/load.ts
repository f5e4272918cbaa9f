/**
 * The documents lib/content hands out: the checked dataset the content check wrote after
 * contentlayer2's generation (lib/content/build.ts), already parsed by the collections' schemas,
 * in dev, tests, CLIs and production alike.
 */
// What the content check wrote (lib/content/checked.ts: CHECKED_FILE).
import documents from '../../.contentlayer/checked/documents.mjs';
import type { CollectionName, Doc } from './collections';
import type { Locale } from '../i18n/format';
import { showsDrafts, type ContentMode } from './drafts';

type Checked = Record<Locale, Record<CollectionName, unknown[]>> & {
  stale: { locale: Locale; path: string }[];
  mode?: ContentMode;
};

const checked = documents as unknown as Checked;

/**
 * Whether this is a preview build's content (PREVIEW=1: drafts shown, every page `noindex`,
 * robots.txt disallowing all).
 */
export const isPreview = (): boolean => checked.mode === 'preview';

/** Whether the getters hand out drafts here (lib/content/drafts.ts). */
export const draftsShown = (): boolean => showsDrafts(checked.mode ?? 'production');

/**
 * The one place drafts are left out: every getter, and so every page, sitemap, feed, search
 * index, share image and CLI, reads its documents through `collection`.
 */
export function withoutDrafts<T>(docs: T[], shown = draftsShown()): T[] {
  return shown ? docs : docs.filter((d) => (d as { draft?: boolean }).draft !== true);
}

/** The drafts of a collection in English, shown or not (`npm run newsletter -- send` refuses them). */
export function draftSlugs(name: CollectionName): string[] {
  return (checked.en[name] as { slug: string; draft?: boolean }[])
    .filter((d) => d.draft === true)
    .map((d) => d.slug);
}

/** Whether `path` (`guides/x.mdx`, or a folder `faq/` for any document in it) is among `stale`. */
export function isStaleIn(stale: ReadonlySet<string>, path: string): boolean {
  return path.endsWith('/') ? [...stale].some((p) => p.startsWith(path)) : stale.has(path);
}

/** Translations made from an earlier revision of their English file (paths under content/<locale>/). */
export function staleTranslationPaths(locale: Locale): Set<string> {
  return new Set(checked.stale.filter((s) => s.locale === locale).map((s) => s.path));
}

/** A collection's checked documents in a language (unsorted). */
export function collection<N extends CollectionName>(name: N, locale: Locale): Doc<N>[] {
  return withoutDrafts(checked[locale][name] as Doc<N>[]);
}
