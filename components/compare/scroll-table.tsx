/**
 * A table that scrolls inside its own box: a labelled region (named by the table's caption)
 * that keyboard users can focus to scroll it. `caption` is read by screen readers only.
 */
export function ScrollTable({
  id,
  caption,
  boxClassName,
  tableClassName,
  testId,
  children,
}: {
  id: string;
  caption: string;
  boxClassName: string;
  tableClassName: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className={`relative rounded-xl border border-slate-200 ${boxClassName}`}
      role="region"
      aria-labelledby={`${id}-caption`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table id={id} className={`min-w-full text-sm ${tableClassName}`} data-testid={testId}>
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
