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
    <table data-testid="processors">
      <thead>
        <tr>
          <th scope="col">{props.service}</th>
          <th scope="col">{props.provider}</th>
          <th scope="col">{props.country}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.role} data-role={p.role}>
            <th scope="row">{label(p)}</th>
            <td>
              {p.name ?? (p.role === 'hosting' ? props.hostingNotNamed : props.notConfigured)}
            </td>
            <td>
              {p.name
                ? (p.country ?? props.notStated)
                : p.role === 'hosting'
                  ? props.notStated
                  : props.notConfigured}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
