/**
 * How a section's heading and its intro look: `band` on a page-wide band (Home, About, Guides),
 * `block` on a part of a page (a panel, a table's section), `dark` on the brand's dark box.
 */
const looks = {
  band: ['text-3xl font-bold tracking-tight text-slate-900', 'mt-3 text-lg text-slate-700'],
  block: ['text-2xl font-bold text-slate-900', 'mt-2 text-slate-700'],
  dark: ['text-2xl font-bold', 'mt-2 text-brand-50'],
} as const;

/** A content block's heading and the line under it (its `intro`, or its `text`), if it has one. */
type Block = { heading: string; intro?: string } | { heading: string; text: string };

/**
 * A section's h2 (with the `id` its section is labelled by) and, if it has one, its intro line,
 * kept together in one box (a grid's column, say); `className` sizes or places the box.
 */
export function HeadingIntro({
  id,
  block,
  look,
  className,
}: {
  id: string;
  block: Block;
  look: keyof typeof looks;
  className?: string;
}) {
  const [h2, p] = looks[look];
  const intro = 'text' in block ? block.text : block.intro;
  return (
    <div className={className}>
      <h2 id={id} className={h2}>
        {block.heading}
      </h2>
      {intro ? <p className={p}>{intro}</p> : null}
    </div>
  );
}
