/**
 * What only a script can serve: a line that asks the visitor to choose a tab or expand a card, or
 * a paragraph around a button that opens a dialog. Where scripts do not run (JavaScript off;
 * `@media (scripting: none)`, the `noscript:` variant) there is nothing to choose or open, so it
 * is not shown. A server component: the same HTML either way.
 */
export function WithScript({
  as: Tag = 'span',
  children,
}: {
  /** `span` inside a line of text (a hint after an intro); `div` around paragraphs (MDX). */
  as?: 'span' | 'div';
  children: React.ReactNode;
}) {
  return <Tag className="noscript:hidden">{children}</Tag>;
}

/** An intro, and after it the hint to choose or expand something, shown only where scripts run. */
export function IntroWithHint({ intro, hint }: { intro: string; hint?: string }) {
  if (!hint) return intro;
  return (
    <>
      {intro} <WithScript>{hint}</WithScript>
    </>
  );
}
