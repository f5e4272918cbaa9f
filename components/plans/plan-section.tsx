import { SectionHeading } from '../section-heading';

/** A /plans section: its anchor, its heading and intro, on a white or a grey band. */
export function PlanSection({
  id,
  heading,
  intro,
  shaded = false,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  shaded?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`scroll-mt-8 py-14 ${shaded ? 'bg-slate-50' : ''}`}
    >
      <div className="container-page">
        <SectionHeading align="left" id={`${id}-heading`} title={heading} intro={intro} />
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
