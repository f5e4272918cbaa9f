import { StrokeIcon } from '../../ui/stroke-icon';

/** The menu button's icon: three bars, or a cross while the menu (a popover in the same group) is open. */
export function MenuIcon() {
  return (
    <StrokeIcon strokeWidth={2} className="h-6 w-6">
      <path d="M4 7h16M4 12h16M4 17h16" className="group-has-[:popover-open]:hidden" />
      <path d="M6 6l12 12M18 6 6 18" className="hidden group-has-[:popover-open]:inline" />
    </StrokeIcon>
  );
}

export const menuButtonClass =
  'inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100';
