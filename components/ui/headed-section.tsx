/**
 * The heading styles of the panels: a panel's own (the default), a step's, a sub-part's, a side
 * note's (as large as its text).
 */
const HEADING = {
  panel: 'text-lg font-semibold text-slate-900',
  note: 'font-semibold text-slate-900',
  step: 'text-2xl font-bold text-slate-900',
  part: 'text-xl font-semibold text-slate-900',
} as const;

/**
 * A section (or an aside) named by its own heading: its `aria-labelledby` is the heading's `id`, so
 * a screen reader lists the region by the words it shows. The panels of the catalogue, the
 * comparison, the complaint tool and the contact form; a server component.
 */
export function HeadedSection({
  id,
  heading,
  as: Tag = 'section',
  level = 2,
  look = 'panel',
  className,
  testId,
  children,
}: {
  id: string;
  heading: React.ReactNode;
  as?: 'section' | 'aside';
  level?: 2 | 3;
  look?: keyof typeof HEADING;
  className?: string;
  testId?: string;
  children: React.ReactNode;
}) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <Tag aria-labelledby={id} className={className} data-testid={testId}>
      <H id={id} className={HEADING[look]}>
        {heading}
      </H>
      {children}
    </Tag>
  );
}
