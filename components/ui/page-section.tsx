import { SectionHeading } from './section-heading';

/**
 * A band of the Home and About pages: a centred heading (and intro) over its content, on white
 * or, `shaded`, on grey (`width` then narrows the content, e.g. "max-w-4xl").
 */
export function PageSection({
  id,
  block,
  shaded = false,
  width,
  children,
}: {
  id: string;
  block: { heading: string; intro?: string; hint?: string };
  shaded?: boolean;
  width?: string;
  children: React.ReactNode;
}) {
  const heading = (
    <SectionHeading id={id} title={block.heading} intro={block.intro} hint={block.hint} />
  );
  if (!shaded)
    return (
      <section aria-labelledby={id} className="container-page py-16">
        {heading}
        {children}
      </section>
    );
  return (
    <section aria-labelledby={id} className="bg-slate-50 py-16">
      <div className={width ? `container-page ${width}` : 'container-page'}>
        {heading}
        {children}
      </div>
    </section>
  );
}
