import { getUiCopy, isTranslationStale } from '@/lib/content';
import { currentLocale, DEFAULT_LOCALE } from '@/lib/format';

/**
 * On a translation made from an earlier revision of its English original (the content check
 * compares content/ar/translations.json with the English file), a note saying so, with a link
 * to the English page, until the translation is updated and marked again.
 * `source` is the document's path under content/ (`guides/x.mdx`), `path` its page.
 */
export function TranslationNotice({ source, path }: { source: string; path: string }) {
  if (currentLocale() === DEFAULT_LOCALE || !isTranslationStale(source)) return null;
  const copy = getUiCopy().translation;
  return (
    <p
      role="note"
      className="mx-auto mt-6 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {copy.behind}{' '}
      <a href={path} hrefLang={DEFAULT_LOCALE} className="font-semibold underline">
        {copy.readOriginal}
      </a>
    </p>
  );
}
