import Link from '@/components/ui/link';
import { RowTable } from '@/components/ui/row-table';
import { getCatalogue } from '@/lib/content/catalogue';
import { formatDate, type Locale } from '@/lib/i18n/format';

export type CatalogueSourcesProps = {
  /** Column headings and the word for a source that states no date: all from the page's MDX. */
  plan: string;
  source: string;
  publisher: string;
  date: string;
  undated: string;
};

/**
 * Where each catalogue plan's price comes from, computed from the catalogue itself
 * (content/plans/catalogue/**), so the methodology page cannot drift from it.
 */
export function CatalogueSources({ locale, ...props }: CatalogueSourcesProps & { locale: Locale }) {
  const plans = getCatalogue(locale);
  return (
    <RowTable
      testId="catalogue-sources"
      columns={[props.plan, props.source, props.publisher, props.date]}
      rows={plans.map((p) => ({
        key: p.slug,
        cells: [
          <Link key="plan" href={`/plans/catalogue/${p.slug}`}>
            {p.name}
          </Link>,
          <a key="source" href={p.source.url} rel="noopener noreferrer">
            {p.source.title}
          </a>,
          p.source.publisher,
          /^\d{4}-\d{2}-\d{2}$/.test(p.source.date)
            ? formatDate(p.source.date, locale)
            : props.undated,
        ],
      }))}
    />
  );
}
