import { getUiCopy } from '@/lib/content';
import type { UiBlocks } from '@/lib/content/schemas';
import { mainNav } from '@/lib/navigation/routes';
import { uiConfig } from '@/lib/config/ui';
import Link from '@/components/ui/link';
import { HeaderFrame, NavLink } from './header-client';
import { ContentLink } from '../ui/content-link';
import { Icon } from '../ui/icon';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import type { Locale } from '@/lib/i18n/format';

const CURRENT = 'bg-brand-50 text-brand-800';
const barLink = {
  base: 'rounded-md px-3 py-2 text-sm font-medium',
  current: CURRENT,
  other: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
};
const menuLink = {
  base: 'block rounded-md px-3 py-3 text-base font-medium',
  current: CURRENT,
  other: 'text-slate-800 hover:bg-slate-100',
};

/** The bar's calls to action show from the width where the bar shows its links (lg). */
const BAR_CTA = 'hidden lg:inline-flex';

/** The five main routes as a list, in the bar's or the phone menu's look. */
function NavList({
  classes,
  className,
  locale,
}: {
  classes: typeof barLink;
  className: string;
  locale: Locale;
}) {
  return (
    <ul className={className}>
      {mainNav(getUiCopy(locale).routes).map((item) => (
        <li key={item.href}>
          <NavLink href={item.href} classes={classes}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The links of the phone menu, rendered here and shown by the menu's client part. */
function MobileNav({ copy, locale }: { copy: UiBlocks['layout']; locale: Locale }) {
  return (
    <nav aria-label={copy.mobileNavLabel} className="container-page py-4">
      <NavList locale={locale} classes={menuLink} className="flex flex-col gap-1" />
      <ContentLink link={copy.mobileCta} className="btn-primary mt-3 w-full" />
      <ContentLink link={copy.compareLink} className="btn-secondary mt-2 w-full" />
      <LanguageSwitch
        label={copy.languageSwitch}
        className="mt-2 block rounded-md px-3 py-3 text-center text-base font-medium text-brand-800 underline hover:bg-slate-100"
      />
    </nav>
  );
}

/** The site header: a server component; only the scroll shadow, the current link and the phone menu's toggle need script. */
export function SiteHeader({ copy, locale }: { copy: UiBlocks['layout']; locale: Locale }) {
  return (
    <HeaderFrame threshold={uiConfig.ui.headerScrollThreshold}>
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Icon name="signal" strokeWidth={2} className="h-7 w-7 text-brand-700" />
          {uiConfig.name}
        </Link>

        <nav aria-label={copy.mainNavLabel} className="hidden lg:block">
          <NavList locale={locale} classes={barLink} className="flex items-center gap-1" />
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitch
            label={copy.languageSwitch}
            className="rounded-md px-3 py-2 text-sm font-medium text-brand-800 underline-offset-4 hover:bg-slate-100 hover:underline"
          />
          <ContentLink link={copy.compareLink} className={`btn-secondary ${BAR_CTA}`} />
          <ContentLink link={copy.headerCta} className={`btn-primary ${BAR_CTA}`} />
          <div className="lg:hidden">
            <MobileMenu id="mobile-menu" label={copy.menuButton}>
              <MobileNav locale={locale} copy={copy} />
            </MobileMenu>
          </div>
        </div>
      </div>
    </HeaderFrame>
  );
}
