import Link from '@/components/link';
import { useMDXComponent } from 'next-contentlayer2/hooks';
import type { ComponentProps } from 'react';
import { optionalScriptSources } from '@/lib/optional-scripts';
import { getUiCopy } from '@/lib/content';
import { addressIn, mailbox, siteConfig } from '@/lib/site';
import { CatalogueSources } from './catalogue-sources';
import { CookieSettingsButton } from './cookie-consent';
import { OptionalServicesList } from './cookie-consent/optional-services';
import { Processors } from './legal/processors';
import { Retention } from './legal/retention';
import { currentLocale } from '@/lib/format';

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

function MdxTable(props: ComponentProps<'table'>) {
  return (
    // A wide table scrolls sideways; keyboard users must be able to focus it to scroll (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" role="region" aria-label={getUiCopy().tableLabel} tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** The terms mailbox, from the site config. */
function TermsEmail() {
  const { email } = mailbox('terms');
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** Privacy mailbox, phone and address, from the site config. */
function PrivacyContact() {
  const { email } = mailbox('privacy');
  const { phone } = siteConfig;
  const address = addressIn(currentLocale());
  return (
    <address className="not-italic">
      <a href={`mailto:${email}`}>{email}</a>
      <br />
      <a href={`tel:${phone.e164}`}>{phone.display}</a>
      <br />
      {address.streetAddress}, {address.locality}, {address.country}
    </address>
  );
}

/** The one age threshold of the privacy policy and the terms, from the site config. */
function MinimumAge() {
  return <>{siteConfig.minimumAge}</>;
}

/** The optional (consent-gated) services in use, by name ("None." until one is configured). */
function OptionalServicesInUse() {
  return (
    <OptionalServicesList
      initial={optionalScriptSources()}
      none={getUiCopy().content.noOptionalServices}
    />
  );
}

export const baseMdxComponents = {
  a: MdxLink,
  table: MdxTable,
  TermsEmail,
  PrivacyContact,
  CookieSettingsButton,
  MinimumAge,
  OptionalServicesInUse,
  Retention,
  Processors,
  CatalogueSources,
};

/** Renders contentlayer2 MDX in a Server Component. */
export function MdxContent({
  code,
  components,
}: {
  code: string;
  components?: Record<string, React.ComponentType<never>>;
}) {
  const Component = useMDXComponent(code);
  // A Server Component renders once per request/build; the MDX component is compiled content, not UI state.
  // eslint-disable-next-line react-hooks/static-components
  return <Component components={{ ...baseMdxComponents, ...components }} />;
}
