'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { MenuIcon, menuButtonClass } from './menu-icon';

/**
 * The menu below `lg`: a Headless UI Disclosure (a Disclosure, not a Popover: the same keyboard
 * and ARIA behaviour without floating-ui) around the server-rendered links. Closes on Escape and
 * when a link in it is followed.
 */
export function MobileMenuPanel({
  label,
  open,
  focus,
  children,
}: {
  label: string;
  open: boolean;
  focus: boolean;
  children: React.ReactNode;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);

  // It replaces a plain button the visitor may already have focused or pressed.
  useEffect(() => {
    if (focus) buttonRef.current?.focus({ preventScroll: true });
  }, [focus]);

  return (
    <Disclosure
      as="div"
      defaultOpen={open}
      onKeyDown={(e: React.KeyboardEvent<HTMLDivElement>) => {
        if (e.key === 'Escape') {
          const button = e.currentTarget.querySelector<HTMLButtonElement>(
            'button[aria-expanded="true"]',
          );
          button?.click();
          button?.focus();
        }
      }}
    >
      {({ close }) => (
        <>
          <DisclosureButton ref={buttonRef} aria-label={label} className={menuButtonClass}>
            {({ open: isOpen }) => <MenuIcon open={isOpen} />}
          </DisclosureButton>
          <DisclosurePanel
            className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg"
            // A followed link closes the menu. The links are rendered on the server, so the click
            // is caught on its way down: on the way up Next's Link has prevented its default, and
            // Headless UI skips handlers of prevented events.
            onClickCapture={(e: React.MouseEvent<HTMLElement>) => {
              if ((e.target as Element).closest('a')) close();
            }}
          >
            {children}
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
