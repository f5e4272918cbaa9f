/**
 * A decorative outline icon: stroked paths (`children`) in a square viewBox of `size` units,
 * hidden from assistive tech. Every icon of the site draws through it.
 */
export function StrokeIcon({
  size = 24,
  strokeWidth = 1.75,
  className,
  children,
}: {
  size?: number;
  strokeWidth?: number;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
