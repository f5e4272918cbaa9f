import { getUiCopy, isTranslationStale } from '@/lib/content';
import { DEFAULT_LOCALE } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/format';

/**
 * On a translation made from an earlier revision of its English original (the content check
 * compares content/ar/translations.json with the English file), a note saying so, with a link
 * to the English page, until the translation is updated and marked again.
 * `source` is the path under content/ of the document the page shows (`guides/x.mdx`), or of each
 * document it is made of (`['pages/home.mdx', 'faq/']`, a folder ending in a slash); `path` is
 * the page. `className` places the note (centred under an article by default).
 */
export function TranslationNotice({
  locale,
  source,
  path,
  className = 'mx-auto mt-6 max-w-3xl',
}: {
  locale: Locale;
  source: string | readonly string[];
  path: string;
  className?: string;
}) {
  const sources = typeof source === 'string' ? [source] : source;
  if (locale === DEFAULT_LOCALE || !sources.some((s) => isTranslationStale(s, locale))) return null;
  const copy = getUiCopy(locale).translation;
  return (
    <p
      role="note"
      className={`${className} rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900`}
    >
      {copy.behind}{' '}
      <a href={path} hrefLang={DEFAULT_LOCALE} className="font-semibold underline">
        {copy.readOriginal}
      </a>
    </p>
  );
}
