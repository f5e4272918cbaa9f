import { bidiText } from '@/components/ui/bidi-text';
import { HeadedSection } from '@/components/ui/headed-section';
import type { CatalogueBlocks } from '@/lib/content/schemas';
import { siteConfig } from '@/lib/config/site';
import { fillSlots, formatNumber, type Locale } from '@/lib/i18n/format';

/** How prices are costed: over `period` months, stale after the site's days (the catalogue and the comparison say it). */
export function MethodText({
  method,
  period,
  locale,
}: {
  method: CatalogueBlocks['method'];
  period: number;
  locale: Locale;
}) {
  return (
    <p className="mt-2">
      {fillSlots(method.text, {
        months: formatNumber(period, locale),
        days: formatNumber(siteConfig.priceStaleAfterDays, locale),
      })}
    </p>
  );
}

/** Beside the catalogue's filters: how its totals are costed, and the rule for leaving early. */
export function MethodNote(props: React.ComponentProps<typeof MethodText>) {
  return (
    <HeadedSection
      id="method-heading"
      heading={props.method.heading}
      look="note"
      className="mt-8 rounded-xl bg-slate-50 p-4 text-sm text-slate-700"
    >
      <MethodText {...props} />
      <p className="mt-2">{bidiText(props.method.rule)}</p>
    </HeadedSection>
  );
}
