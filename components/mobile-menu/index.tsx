'use client';

import { useEffect, useRef, useState } from 'react';
import { uiConfig } from '@/lib/ui-config';
import { MenuIcon, menuButtonClass } from './menu-icon';

type Panel = typeof import('./menu-panel').MobileMenuPanel;
let panelModule: Promise<Panel> | undefined;
const loadPanel = () => (panelModule ??= import('./menu-panel').then((m) => m.MobileMenuPanel));

/**
 * The menu button below `lg`. Its Headless UI Disclosure (about 12 KB gzip with Headless UI's
 * core) is not part of the page's JavaScript: phones fetch it once the page is idle, desktops
 * never do. Until it arrives the button is a plain one; pressing it fetches the menu and opens it.
 * The menu's links (`children`) are rendered on the server.
 */
export function MobileMenu({ label, children }: { label: string; children: React.ReactNode }) {
  const [Panel, setPanel] = useState<Panel | null>(null);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const [focusOnArrival, setFocusOnArrival] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);

  // Swaps the plain button for the menu, keeping focus where the visitor had it.
  const arrive = () =>
    void loadPanel().then((p) => {
      setFocusOnArrival(document.activeElement === placeholder.current);
      setPanel(() => p);
    });

  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${uiConfig.ui.desktopNavMinWidth})`);
    if (!desktop.matches) {
      const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
      idle(arrive);
      return;
    }
    // A desktop window narrowed below the breakpoint needs it too.
    const onChange = (e: MediaQueryListEvent) => !e.matches && arrive();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, []);

  if (Panel)
    return (
      <Panel label={label} open={openOnArrival} focus={focusOnArrival}>
        {children}
      </Panel>
    );
  return (
    <button
      ref={placeholder}
      type="button"
      aria-label={label}
      aria-expanded="false"
      className={menuButtonClass}
      onClick={() => {
        setOpenOnArrival(true);
        arrive();
      }}
    >
      <MenuIcon open={false} />
    </button>
  );
}
