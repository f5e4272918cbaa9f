import { RowTable, type TableRow } from '@/components/ui/row-table';
import { processors, type Processor } from '@/lib/config/site';

type Props = {
  /** What each kind of processor does for us, in the policy's words. */
  mail: string;
  hosting: string;
  /**
   * The mail row's provider and country: the page is built before the site runs and mail is set
   * up when it runs (SMTP_URL), so the row says who it is in words true in either case and no
   * build-time name (issue 51, the consumer-affairs editor's third reading).
   */
  mailProvider: string;
  mailCountry: string;
  /** Column headings. */
  service: string;
  provider: string;
  country: string;
  /** Shown where the configuration names no country. */
  notStated: string;
  /**
   * The hosting row when HOSTING_PROVIDER is unset: a live site always has a host, so "not
   * configured" would be false; the policy says the operator has not named it and to ask.
   */
  hostingNotNamed: string;
};

/**
 * The privacy policy's table of processors: who handles personal data for us and in which
 * country. The host from the site configuration (lib/config/site.ts `processors()`, read when the
 * page is built); the mail relay in the policy's own words, since it is set when the site runs.
 * Every word comes from the policy's MDX.
 */
export function Processors(props: Props) {
  const hosting = (p: Processor): TableRow => ({
    key: p.role,
    dataRole: p.role,
    cells: [
      props.hosting,
      p.name ?? props.hostingNotNamed,
      p.name ? (p.country ?? props.notStated) : props.notStated,
    ],
  });
  return (
    <RowTable
      testId="processors"
      columns={[props.service, props.provider, props.country]}
      rows={[
        {
          key: 'mail',
          dataRole: 'mail',
          cells: [props.mail, props.mailProvider, props.mailCountry],
        },
        ...processors().map(hosting),
      ]}
    />
  );
}
