import { getUiCopy } from '@/lib/content';
import { fillSlots } from '@/lib/i18n/format';
import { footerNav } from '@/lib/navigation/routes';
import { addressIn, contactPhone, mailboxes, siteConfig, socialProfiles } from '@/lib/config/site';
import { CookieSettingsButton } from '../cookie-consent';
import { LanguageSwitch } from './language-switch';
import { LinkList } from '../ui/link-list';
import { PostalAddress } from '../ui/postal-address';
import { StrokeIcon } from '../ui/stroke-icon';
import type { Locale } from '@/lib/i18n/format';

const socialIcon: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8Z',
  X: 'M4 4l16 16M20 4 4 20',
  Instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm5.5-9.5h.01',
  LinkedIn: 'M4 9h4v11H4zM6 4v.01M10 9h4v2a4 4 0 0 1 7 3v6h-4v-6a2 2 0 0 0-4 0v6h-3V9Z',
};

/** The look of the footer's link columns (pages, legal, contact). */
const LIST = 'mt-4 space-y-2 text-sm';
const LINK = 'inline-block py-0.5 hover:text-white hover:underline';
/** The language switch and cookie settings on the bottom line. */
const QUIET = 'rounded text-slate-300 underline underline-offset-2 hover:text-white';

export function SiteFooter({ locale }: { locale: Locale }) {
  const ui = getUiCopy(locale);
  const copy = ui.layout;
  const phone = contactPhone();
  const social = socialProfiles();
  const contactLinks = [
    ...(phone ? [{ href: `tel:${phone.e164}`, label: phone.display }] : []),
    ...mailboxes().map((m) => ({ href: `mailto:${m.email}`, label: m.email })),
  ];
  const nav = footerNav(ui.routes);
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{siteConfig.name}</p>
          <p className="mt-3 text-sm">{ui.site.tagline}</p>
          {/* The operator's profiles as configured; none configured: no list. */}
          {social.length ? (
            <ul className="mt-5 flex gap-3" aria-label={copy.socialLabel}>
              {social.map((s) => (
                <li key={s.name}>
                  <span
                    role="img"
                    aria-label={fillSlots(ui.site.socialProfile, {
                      name: siteConfig.name,
                      network: s.name,
                      handle: s.handle,
                    })}
                    title={`${s.name}: @${s.handle}`}
                    className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 text-slate-200"
                  >
                    <StrokeIcon className="h-4 w-4">
                      <path d={socialIcon[s.name]} />
                    </StrokeIcon>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <FooterLinks
          id="footer-quick-links"
          heading={copy.quickLinksHeading}
          links={nav.quickLinks}
        />
        <FooterLinks id="footer-legal" heading={copy.legalHeading} links={nav.legal} />
        {/* The operator's contact details as configured; none configured: no column. */}
        {contactLinks.length || addressIn(locale) ? (
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
              {copy.contactHeading}
            </h2>
            {contactLinks.length ? (
              <LinkList link="a" links={contactLinks} className={LIST} linkClassName={LINK} />
            ) : null}
            <PostalAddress locale={locale} className="mt-4 text-sm not-italic" />
          </div>
        ) : null}
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 pb-14 pt-5 text-xs text-slate-400 sm:pb-5 sm:pe-56">
          <p>
            {fillSlots(ui.site.copyright, {
              year: siteConfig.copyrightYear,
              name: siteConfig.name,
            })}
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <LanguageSwitch label={copy.languageSwitch} className={QUIET} />
            <CookieSettingsButton locale={locale} className={QUIET} />
          </div>
        </div>
      </div>
    </footer>
  );
}

/** One titled column of footer links (quick links, legal). */
function FooterLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: { href: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-white">
        {heading}
      </h2>
      <LinkList links={links} className={LIST} linkClassName={LINK} />
    </nav>
  );
}
