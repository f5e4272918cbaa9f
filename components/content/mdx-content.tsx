import Link from '@/components/ui/link';
import { useMDXComponent } from 'next-contentlayer2/hooks';
import { Fragment, type ComponentProps } from 'react';
import { optionalScriptSources } from '@/lib/consent/optional-scripts';
import { getUiCopy } from '@/lib/content';
import { addressIn, contactPhone, mailbox, siteConfig, type MailboxRole } from '@/lib/config/site';
import { CatalogueSources, type CatalogueSourcesProps } from './catalogue-sources';
import { CookieSettingsButton } from '../cookie-consent';
import { WithScript } from '../ui/with-script';
import { OptionalServicesList } from '../cookie-consent/optional-services';
import { Processors } from '../legal/processors';
import { Retention, type RetentionProps } from '../legal/retention';
import { joinList, LOCALES, type Locale } from '@/lib/i18n/format';

function MdxLink({ href = '', children, ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/') || href.startsWith('#'))
    return (
      <Link href={href} {...props}>
        {children}
      </Link>
    );
  return (
    <a href={href} rel="noopener noreferrer" {...props}>
      {children}
    </a>
  );
}

function MdxTable({ locale, ...props }: ComponentProps<'table'> & { locale: Locale }) {
  return (
    // A wide table scrolls sideways; keyboard users must be able to focus it to scroll (WCAG 2.1.1).
    <div
      className="overflow-x-auto"
      role="region"
      aria-label={getUiCopy(locale).tableLabel}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table {...props} />
    </div>
  );
}

/** The terms mailbox, from the operator's configuration (nothing when unset). */
function TermsEmail() {
  const box = mailbox('terms');
  return box ? <a href={`mailto:${box.email}`}>{box.email}</a> : null;
}

/**
 * Words for when a mailbox is configured, and others for when it is not (the legal pages say
 * "write to our privacy mailbox" or "write to us through the contact form"): never a promise of
 * a mailbox the operator did not give.
 */
function IfMailbox({ role, children }: { role: MailboxRole; children: React.ReactNode }) {
  return mailbox(role) ? <>{children}</> : null;
}
function IfNoMailbox({ role, children }: { role: MailboxRole; children: React.ReactNode }) {
  return mailbox(role) ? null : <>{children}</>;
}

/** Privacy mailbox, phone and address, each as configured; nothing when none is. */
function PrivacyContact({ locale }: { locale: Locale }) {
  const box = mailbox('privacy');
  const phone = contactPhone();
  const address = addressIn(locale);
  const lines = [
    box ? <a href={`mailto:${box.email}`}>{box.email}</a> : null,
    phone ? <a href={`tel:${phone.e164}`}>{phone.display}</a> : null,
    address ? joinList([address.streetAddress, address.locality, address.country], locale) : null,
  ].filter((line) => line !== null);
  if (!lines.length) return null;
  return (
    <address className="not-italic">
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  );
}

/** The one age threshold of the privacy policy and the terms, from the site config. */
function MinimumAge() {
  return <>{siteConfig.minimumAge}</>;
}

/** The optional (consent-gated) services in use, by name ("None." until one is configured). */
function OptionalServicesInUse({ locale }: { locale: Locale }) {
  return (
    <OptionalServicesList
      initial={optionalScriptSources()}
      none={getUiCopy(locale).content.noOptionalServices}
    />
  );
}

/**
 * The components MDX may use, in one language: MDX passes only the props an author wrote, so
 * those that show words or dates get the page's locale bound here. Made once per language.
 */
function mdxComponentsIn(locale: Locale) {
  return {
    a: MdxLink,
    table: (props: ComponentProps<'table'>) => <MdxTable {...props} locale={locale} />,
    TermsEmail,
    IfMailbox,
    IfNoMailbox,
    PrivacyContact: () => <PrivacyContact locale={locale} />,
    CookieSettingsButton: (props: { className?: string }) => (
      <CookieSettingsButton {...props} locale={locale} />
    ),
    MinimumAge,
    WithScript: (props: { children: React.ReactNode }) => <WithScript as="div" {...props} />,
    OptionalServicesInUse: () => <OptionalServicesInUse locale={locale} />,
    Retention: (props: RetentionProps) => <Retention {...props} locale={locale} />,
    Processors,
    CatalogueSources: (props: CatalogueSourcesProps) => (
      <CatalogueSources {...props} locale={locale} />
    ),
  };
}
const MDX_COMPONENTS = Object.fromEntries(LOCALES.map((l) => [l, mdxComponentsIn(l)])) as Record<
  Locale,
  ReturnType<typeof mdxComponentsIn>
>;

/** Renders contentlayer2 MDX in a Server Component. */
export function MdxContent({
  code,
  locale,
  components,
}: {
  code: string;
  locale: Locale;
  components?: Record<string, React.ComponentType<never>>;
}) {
  const Component = useMDXComponent(code);
  // A Server Component renders once per request/build; the MDX component is compiled content, not UI state.
  // eslint-disable-next-line react-hooks/static-components
  return <Component components={{ ...MDX_COMPONENTS[locale], ...components }} />;
}
