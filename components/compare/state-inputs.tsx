import { encodePick, type ComparisonState } from '@/lib/pricing/url';

/**
 * The comparison a GET form adds to, as hidden fields: its offers (`o`), its period (`p`) and,
 * unless `withMonth` is false (the period and exit-month form sends its own), its exit month (`m`).
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
      {withMonth && state.period ? <input type="hidden" name="p" value={state.period} /> : null}
    </>
  );
}
