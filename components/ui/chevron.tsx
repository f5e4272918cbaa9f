import { StrokeIcon } from './stroke-icon';

/**
 * The down chevron of an expandable item (turn it with a class when open). It points along the
 * block axis, so it needs no mirroring in right-to-left pages; a chevron or arrow that points along
 * the line (next, back, the breadcrumb separator) takes `rtl:-scale-x-100`.
 */
export function Chevron({ className = '' }: { className?: string }) {
  return (
    <StrokeIcon
      size={20}
      strokeWidth={2}
      className={`h-5 w-5 shrink-0 text-brand-700 transition-transform ${className}`}
    >
      <path d="m5 8 5 5 5-5" />
    </StrokeIcon>
  );
}
