'use client';

import { useComparison } from './comparison-state';

/** The catalogue picker's form: adds the chosen plan, unless the comparison is full. Its select is server-rendered `children`. */
export function AddPlanForm({
  children,
  addLabel,
  fullText,
  fullId,
}: {
  children: React.ReactNode;
  addLabel: string;
  fullText: string;
  fullId: string;
}) {
  const { add, full } = useComparison();
  return (
    <>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const slug = new FormData(e.currentTarget).get('plan');
          if (typeof slug === 'string' && slug) add({ kind: 'catalogue', slug });
        }}
      >
        {children}
        <button type="submit" className="btn-primary" disabled={full} aria-describedby={full ? fullId : undefined}>
          {addLabel}
        </button>
      </form>
      {full ? (
        <p id={fullId} className="mt-2 text-sm text-slate-700">
          {fullText}
        </p>
      ) : null}
    </>
  );
}
