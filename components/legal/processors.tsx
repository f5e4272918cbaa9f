import { RowTable } from '@/components/ui/row-table';
import { processors, type Processor } from '@/lib/config/site';

type Props = {
  /** What each kind of processor does for us, in the policy's words. */
  mail: string;
  hosting: string;
  /** Column headings. */
  service: string;
  provider: string;
  country: string;
  /** Shown where no provider is configured, and where the configuration names no country. */
  notConfigured: string;
  notStated: string;
  /**
   * The hosting row when HOSTING_PROVIDER is unset: a live site always has a host, so "not
   * configured" would be false; the policy says the operator has not named it and to ask.
   */
  hostingNotNamed: string;
};

/**
 * The privacy policy's table of processors: who handles personal data for us and in which
 * country, from the site configuration (lib/config/site.ts `processors()`, read when the page is built).
 * Every word comes from the policy's MDX.
 */
export function Processors(props: Props) {
  const rows = processors();
  const label = (p: Processor) => props[p.role];
  return (
    <RowTable
      testId="processors"
      columns={[props.service, props.provider, props.country]}
      rows={rows.map((p) => ({
        key: p.role,
        dataRole: p.role,
        cells: [
          label(p),
          p.name ?? (p.role === 'hosting' ? props.hostingNotNamed : props.notConfigured),
          p.name
            ? (p.country ?? props.notStated)
            : p.role === 'hosting'
              ? props.notStated
              : props.notConfigured,
        ],
      }))}
    />
  );
}
