/**
 * The documents lib/content hands out: the checked dataset the content check wrote after
 * contentlayer2's generation (lib/content/build.ts), already parsed by the collections' schemas,
 * in dev, tests, CLIs and production alike.
 */
// What the content check wrote (lib/content/checked.ts: CHECKED_FILE).
import documents from '../../.contentlayer/checked/documents.mjs';
import type { CollectionName, Doc } from './collections';
import type { Locale } from '../i18n/format';

type Checked = Record<Locale, Record<CollectionName, unknown[]>> & {
  stale: { locale: Locale; path: string }[];
};

const checked = documents as unknown as Checked;

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
  return checked[locale][name] as Doc<N>[];
}
