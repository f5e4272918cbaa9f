/**
 * One item of a group of which at most one is open (FAQ, Plan Overview, family cards): a native
 * `<details name>` so the browser itself closes the others, the question is a real heading, the
 * answer is in the HTML, and it all works before or without JavaScript. A server component. Its
 * chevron is the summary's `::after` (`disclosure-chevron` in app/marks.css), not an element.
 */
export function Disclosure({
  group,
  id,
  heading,
  icon,
  summary,
  className = '',
  bodyClassName = '',
  children,
}: {
  /** Items with the same group name open one at a time. */
  group: string;
  id?: string;
  heading: React.ReactNode;
  icon?: React.ReactNode;
  /** A line under the heading, shown while closed. */
  summary?: React.ReactNode;
  className?: string;
  bodyClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <details name={group} id={id} className={className || undefined}>
      <summary className="disclosure-chevron grid cursor-pointer list-none grid-cols-[auto_1fr_auto] items-center gap-x-3 rounded-xl px-5 py-4 text-start hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        {icon ?? <span />}
        <h3 className="font-semibold text-slate-900">{heading}</h3>
        {summary ? (
          <span className="col-start-2 mt-1 text-sm font-normal text-slate-700">{summary}</span>
        ) : null}
      </summary>
      <div className={bodyClassName}>{children}</div>
    </details>
  );
}
