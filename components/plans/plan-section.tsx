import { SectionHeading } from '../ui/section-heading';

/** A /plans section: its anchor, its heading and intro (and hint), on a white or a grey band. */
export function PlanSection({
  id,
  heading,
  intro,
  hint,
  shaded = false,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  hint?: string;
  shaded?: boolean;
  children: React.ReactNode;
}) {
  const inner = (
    <>
      <div className="mb-8">
        <SectionHeading
          align="start"
          id={`${id}-heading`}
          title={heading}
          intro={intro}
          hint={hint}
        />
      </div>
      {children}
    </>
  );
  return shaded ? (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-8 bg-slate-50 py-14">
      <div className="container-page">{inner}</div>
    </section>
  ) : (
    <section id={id} aria-labelledby={`${id}-heading`} className="container-page scroll-mt-8 py-14">
      {inner}
    </section>
  );
}
