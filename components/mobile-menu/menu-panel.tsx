'use client';

import { CloseButton, Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { isCurrent } from '@/lib/nav';
import { mainNav } from '@/lib/routes';
import { MenuIcon, menuButtonClass, type MenuCopy } from './menu-icon';

/**
 * The menu below `lg`: a Headless UI Disclosure (a Disclosure, not a Popover: the same keyboard
 * and ARIA behaviour without floating-ui). Closes on Escape and on a link click.
 */
export function MobileMenuPanel({
  copy,
  open,
  focus,
}: {
  copy: MenuCopy;
  open: boolean;
  focus: boolean;
}) {
  const pathname = usePathname() ?? '/';
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
      <DisclosureButton ref={buttonRef} aria-label={copy.menuButton} className={menuButtonClass}>
        {({ open: isOpen }) => <MenuIcon open={isOpen} />}
      </DisclosureButton>
      <DisclosurePanel className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg">
        <nav aria-label={copy.mobileNavLabel} className="container-page py-4">
          <ul className="flex flex-col gap-1">
            {mainNav.map((item) => {
              const current = isCurrent(pathname, item.href);
              return (
                <li key={item.href}>
                  <CloseButton
                    as={Link}
                    href={item.href}
                    aria-current={current ? 'page' : undefined}
                    className={`block rounded-md px-3 py-3 text-base font-medium ${
                      current ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'
                    }`}
                  >
                    {item.label}
                  </CloseButton>
                </li>
              );
            })}
          </ul>
          <CloseButton as={Link} href={copy.mobileCta.href} className="btn-primary mt-3 w-full">
            {copy.mobileCta.label}
          </CloseButton>
        </nav>
      </DisclosurePanel>
    </Disclosure>
  );
}
