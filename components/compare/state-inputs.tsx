import { encodePick, type ComparisonState } from '@/lib/pricing/url';

/**
 * The comparison a GET form adds to, as hidden fields: its offers (`o`) and, unless `withMonth`
 * is false (the exit-month form sends its own), its exit month (`m`).
 */
export function StateInputs({
  state,
  withMonth = true,
}: {
  state: ComparisonState;
  withMonth?: boolean;
}) {
  return (
    <>
      {state.picks.map((p, i) => (
        <input key={i} type="hidden" name="o" value={encodePick(p)} />
      ))}
      {withMonth && state.exitMonth > 0 ? (
        <input type="hidden" name="m" value={state.exitMonth} />
      ) : null}
    </>
  );
}
