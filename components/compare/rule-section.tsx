import { bidiText } from '@/components/ui/bidi-text';
import { HeadedSection } from '@/components/ui/headed-section';
import type { CatalogueBlocks, CompareBlocks } from '@/lib/content/schemas';
import { fillSlots, formatDate, type Locale } from '@/lib/i18n/format';
import { DEVICE_CHARGES, EARLY_TERMINATION } from '@/lib/pricing/rules';
import { MethodText } from '@/components/catalogue/method-note';

/** How the comparison counts: the period, the rule for leaving early and for device charges, their sources. */
export function RuleSection({
  block,
  method,
  period,
  locale,
}: {
  block: CompareBlocks['rule'];
  method: CatalogueBlocks['method'];
  period: number;
  locale: Locale;
}) {
  // Where and when from lib/pricing/rules.ts; the publisher and title as this language names them.
  const sources = [...EARLY_TERMINATION.sources, ...DEVICE_CHARGES.sources].map((s) => ({
    ...s,
    ...block.sources[s.id],
  }));
  return (
    <HeadedSection
      id="rule-heading"
      heading={block.heading}
      className="rounded-xl bg-slate-50 p-5 text-sm text-slate-700"
    >
      <p className="mt-2">{block.period}</p>
      <p className="mt-2">{block.text}</p>
      <p className="mt-2">{bidiText(block.deviceCharges)}</p>
      <h3 className="mt-3 font-semibold text-slate-900">{block.sourcesLabel}</h3>
      <ul className="mt-1 space-y-2">
        {sources.map((s) => (
          <li key={s.url} className="flex flex-wrap gap-x-1">
            <a
              href={s.url}
              rel="noopener noreferrer"
              className="inline-block py-1 text-brand-800 underline"
            >
              {bidiText(fillSlots(block.source, { publisher: s.publisher, title: s.title }))}
            </a>
            <span>
              {fillSlots(block.sourceDate, {
                date: s.date === 'unknown' ? block.dateUnknown : formatDate(s.date, locale),
              })}
            </span>
          </li>
        ))}
      </ul>
      <MethodText method={method} period={period} locale={locale} />
    </HeadedSection>
  );
}
