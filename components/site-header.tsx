'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { UiBlocks } from '@/lib/content/schemas';
import { isCurrent } from '@/lib/nav';
import { mainNav } from '@/lib/routes';
import { uiConfig } from '@/lib/ui-config';
import { MobileMenu } from './mobile-menu';

export function SiteHeader({ copy }: { copy: UiBlocks['layout'] }) {
  const pathname = usePathname() ?? '/';
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > uiConfig.ui.headerScrollThreshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 border-b bg-white/95 backdrop-blur ${
        scrolled ? 'border-slate-200 shadow-md' : 'border-transparent'
      }`}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <svg
            viewBox="0 0 24 24"
            className="h-7 w-7 text-brand-700"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
          >
            <path d="M4 20v-3m5 3v-7m5 7V9m5 11V4" />
          </svg>
          {uiConfig.name}
        </Link>

        <nav aria-label={copy.mainNavLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => {
              const current = isCurrent(pathname, item.href);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={current ? 'page' : undefined}
                    className={`rounded-md px-3 py-2 text-sm font-medium ${
                      current
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                    }`}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <Link href={copy.headerCta.href} className="btn-primary hidden lg:inline-flex">
            {copy.headerCta.label}
          </Link>
          <div className="lg:hidden">
            <MobileMenu copy={copy} />
          </div>
        </div>
      </div>
    </header>
  );
}
