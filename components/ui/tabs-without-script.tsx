/**
 * What a tab set shows where scripts do not run (JavaScript off; `@media (scripting: none)`, the
 * `noscript:` variant). No tab can be chosen there, so the tab list is hidden and:
 * - `every`: every panel shows, one after another (each panel has a heading of its own);
 * - `captioned`: every panel shows under its tab's name;
 * - `selected`: the selected panel only (the others hold nothing, e.g. a filter's results).
 * The snapshot (tab-set-snapshot.tsx) and the widget (tab-set.tsx) render the same classes and
 * captions, so the one can stand in for the other; where scripts run, none of it shows.
 */
export type WithoutScript = 'every' | 'captioned' | 'selected';

export const listClassWithoutScript = (className: string) => `${className} noscript:hidden`;

const joined = (...classes: (string | undefined)[]) =>
  classes.filter(Boolean).join(' ') || undefined;

/** The panels' box: `unfold-without-script` (app/globals.css) shows the hidden ones. */
export const panelsClassWithoutScript = (mode: WithoutScript, className?: string) =>
  joined(className, mode === 'selected' ? undefined : 'unfold-without-script noscript:space-y-4');

/** A panel's caption where scripts do not run (`captioned`): its tab's name. */
export function PanelCaption({
  mode,
  children,
}: {
  mode: WithoutScript;
  children: React.ReactNode;
}) {
  if (mode !== 'captioned') return null;
  return <p className="hidden font-semibold text-slate-900 noscript:block">{children}</p>;
}
