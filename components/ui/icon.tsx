import type { ICONS } from '@/lib/content/schemas';
import { StrokeIcon } from './stroke-icon';

export type IconName = (typeof ICONS)[number];

/** Outline icons (24×24, stroke) for the names content may use. Decorative: hidden from assistive tech. */
const paths: Record<IconName, string> = {
  signal: 'M4 20v-3m5 3v-7m5 7V9m5 11V4',
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3 15h2',
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  tv: 'M3 6h18v11H3zM8 21h8M9 3l3 3 3-3',
  family:
    'M7 8a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Zm10 0a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM3 21v-6a4 4 0 0 1 8 0v6m2 0v-6a4 4 0 0 1 8 0v6',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3Zm-3 9 2 2 4-4',
  scale: 'M12 3v18M5 21h14M6 7h12M6 7l-3 7h6L6 7Zm12 0-3 7h6l-3-7Z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  search: 'M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15ZM16 16l5 5',
  chart: 'M4 4v16h16M8 16v-4m4 4V8m4 8v-6',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5Zm0 16a2 2 0 0 1 2-2h13v2',
  chat: 'M4 5h16v11H9l-5 4V5Z',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z',
  briefcase: 'M3 8h18v12H3zM8 8V5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v3M3 13h18',
  plane: 'M10 14 3 11l1-2 7 1 5-6c1-1 3-1 3 0s-1 2-2 3l-5 5 1 7-2 1-3-7Z',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3V7Zm0 0 12-4v4m1 7h.01',
  sparkles:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3Zm7 12 .8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15Z',
  check: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-9 3 3 5-6',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z',
  satellite: 'M4 20a8 8 0 0 1 8-8M4 16a4 4 0 0 1 4-4m5-1 4-4m-6 2 4 4 6-6-4-4-6 6Z',
  router: 'M3 14h18v6H3zM7 17h.01M11 17h.01M12 14V9m-4-3a6 6 0 0 1 8 0M5.5 3.5a9.5 9.5 0 0 1 13 0',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM12 2v3m0 14v3M2 12h3m14 0h3M4.9 4.9 7 7m10 10 2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21a7 7 0 0 1 14 0m1-10a3 3 0 1 0 0-6m2 16h3a6 6 0 0 0-4-5.7',
  heart: 'M12 20s-8-4.5-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.5 12 20 12 20Z',
};

export function Icon({
  name,
  className = 'h-6 w-6',
  strokeWidth,
}: {
  name: IconName;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <StrokeIcon className={className} strokeWidth={strokeWidth}>
      <path d={paths[name]} />
    </StrokeIcon>
  );
}
