/** The down chevron of an expandable item (turn it with a class when open). */
export function Chevron({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={`h-5 w-5 shrink-0 text-brand-700 transition-transform ${className}`}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="m5 8 5 5 5-5" />
    </svg>
  );
}
