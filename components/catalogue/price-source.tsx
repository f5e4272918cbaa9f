import { bidiText } from '@/components/ui/bidi-text';
import { fillSlots, formatDate } from '@/lib/i18n/format';
import type { CatalogueSource } from '@/lib/catalogue/entries';
import type { CatalogueBlocks } from '@/lib/content/schemas/pages/catalogue';
import type { Locale } from '@/lib/i18n/format';
import { siteConfig } from '@/lib/config/site';

/**
 * A plan's "Price as published by <publisher> on <date>" and, when stale (older than the site's
 * `priceStaleAfterDays`), the visible warning.
 */
export function PriceSource({
  locale,
  plan: { source, stale },
  copy,
}: {
  locale: Locale;
  plan: { source: CatalogueSource; stale: boolean };
  copy: CatalogueBlocks['honesty'];
}) {
  const staleDays = siteConfig.priceStaleAfterDays;
  return (
    <div className="text-sm">
      <p className="text-slate-700">
        {bidiText(
          source.date === 'unknown'
            ? fillSlots(copy.dateNotStated, { publisher: source.publisher })
            : fillSlots(copy.publishedOn, {
                publisher: source.publisher,
                date: formatDate(source.date, locale),
              }),
        )}
      </p>
      {stale ? (
        <p className="mt-1 font-medium text-amber-900">
          <span className="inline-block rounded bg-amber-100 px-2 py-0.5" data-stale="true">
            {copy.stale}
          </span>{' '}
          <span className="font-normal text-slate-700">
            {fillSlots(copy.staleHint, { days: staleDays })}
          </span>
        </p>
      ) : null}
    </div>
  );
}
