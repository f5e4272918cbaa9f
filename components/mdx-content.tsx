import Link from 'next/link';
import { useMDXComponent } from 'next-contentlayer2/hooks';
import type { ComponentProps } from 'react';
import { mailbox, siteConfig } from '@/lib/site';

function MdxLink({ href = '', ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/') || href.startsWith('#')) return <Link href={href} {...props} />;
  return <a href={href} rel="noopener noreferrer" {...props} />;
}

function MdxTable(props: ComponentProps<'table'>) {
  return (
    <div className="overflow-x-auto" role="region" aria-label="Table" tabIndex={0}>
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
  const { address, phone } = siteConfig;
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

export const baseMdxComponents = {
  a: MdxLink,
  table: MdxTable,
  TermsEmail,
  PrivacyContact,
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
  return <Component components={{ ...baseMdxComponents, ...components }} />;
}
