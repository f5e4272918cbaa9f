'use client';

import { useEffect, useRef, useState } from 'react';
import { MenuIcon, menuButtonClass } from './menu-icon';

/**
 * The menu below `lg`: a native popover, so it opens, closes on Escape or a tap outside, and
 * reports its state to assistive technology without any script (and without a widget library).
 * The script adds what HTML cannot: `aria-expanded` kept in step for every browser, and closing
 * when a link in it is followed (a client-side navigation keeps the header, and the menu, on screen).
 * The links (`children`) are rendered on the server.
 */
export function MobileMenu({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: React.ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<boolean>();
  useEffect(() => {
    const el = panel.current!;
    const sync = () => setOpen(el.matches(':popover-open'));
    sync();
    el.addEventListener('toggle', sync);
    return () => el.removeEventListener('toggle', sync);
  }, []);

  return (
    <div className="group">
      <button
        type="button"
        popoverTarget={id}
        aria-label={label}
        aria-expanded={open}
        className={menuButtonClass}
      >
        <MenuIcon />
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-0 border-b border-slate-200 bg-white p-0 shadow-lg"
        onClickCapture={(e) => {
          if ((e.target as Element).closest('a')) panel.current?.hidePopover();
        }}
      >
        {children}
      </div>
    </div>
  );
}
