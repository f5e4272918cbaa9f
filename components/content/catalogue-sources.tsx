import Link from '@/components/ui/link';
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
    <table data-testid="catalogue-sources">
      <thead>
        <tr>
          <th scope="col">{props.plan}</th>
          <th scope="col">{props.source}</th>
          <th scope="col">{props.publisher}</th>
          <th scope="col">{props.date}</th>
        </tr>
      </thead>
      <tbody>
        {plans.map((p) => (
          <tr key={p.slug}>
            <th scope="row">
              <Link href={`/plans/catalogue/${p.slug}`}>{p.name}</Link>
            </th>
            <td>
              <a href={p.source.url} rel="noopener noreferrer">
                {p.source.title}
              </a>
            </td>
            <td>{p.source.publisher}</td>
            <td>
              {/^\d{4}-\d{2}-\d{2}$/.test(p.source.date)
                ? formatDate(p.source.date, locale)
                : props.undated}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
