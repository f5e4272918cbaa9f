/**
 * The privacy policy as it is rendered (the compiled MDX of `npm run content`, through the same
 * components as /privacy) states what the configuration says: the retention periods of
 * lib/db/retention.ts with their environment overrides, and the processors of the site config.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { LocaleProvider } from '@/components/ui/locale-context';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MdxContent } from '@/components/content/mdx-content';
import { getLegal } from '@/lib/content';
import { plural } from '@/lib/i18n/format';
import { retentionInForce, type RetentionPeriod } from '@/lib/db/retention';

afterEach(() => vi.unstubAllEnvs());

/** The rendered policy's text, by `##` section id. */
function renderedSections(): Record<string, string> {
  const html = renderToStaticMarkup(
    <LocaleProvider locale="en">
      <MdxContent locale={'en'} code={getLegal('privacy', 'en').body.code} />
    </LocaleProvider>,
  );
  const out: Record<string, string> = {};
  for (const part of html.split(/<h2\b/).slice(1)) {
    const id = part.match(/id="([^"]+)"/)?.[1] ?? '';
    out[id] = part
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
  }
  return out;
}

const months = (n: number) => plural(n, { one: '{count} month', other: '{count} months' }, 'en');
const days = (n: number) => plural(n, { one: '{count} day', other: '{count} days' }, 'en');

describe('the retention periods in the privacy policy are the configuration', () => {
  const expected = (p: Record<RetentionPeriod, number>) => ({
    contact: `Deleted ${months(p.contactMessagesMonths)} after we receive them`,
    pending: `the sign-up is deleted ${days(p.pendingSignupDays)} after you made it`,
    unsubscribed: `your address is deleted ${days(p.unsubscribedDays)} after you unsubscribed`,
    outbox: `deleted from the outbox ${days(p.deliveredOutboxDays)} after delivery`,
    mailbox: `within ${months(p.contactMessagesMonths)} of receiving it`,
    undelivered: `is retried for ${days(p.undeliveredOutboxDays)} after it was queued, then given up and deleted`,
  });

  it('with the defaults of lib/db/retention.ts', () => {
    const storage = renderedSections().storage;
    for (const phrase of Object.values(expected(retentionInForce())))
      expect(storage).toContain(phrase);
  });

  it('with CONTACT_RETENTION_MONTHS set, the text follows it (1 month, 7 months)', () => {
    for (const value of ['1', '7']) {
      vi.stubEnv('CONTACT_RETENTION_MONTHS', value);
      const storage = renderedSections().storage;
      expect(retentionInForce().contactMessagesMonths).toBe(Number(value));
      for (const phrase of Object.values(expected(retentionInForce())))
        expect(storage).toContain(phrase);
      expect(storage).not.toContain('24 months');
    }
  });

  it('with OUTBOX_GIVE_UP_DAYS set, the give-up period follows it', () => {
    vi.stubEnv('OUTBOX_GIVE_UP_DAYS', '2');
    expect(renderedSections().storage).toContain(expected(retentionInForce()).undelivered);
    expect(expected(retentionInForce()).undelivered).toContain('2 days');
  });

  it('states no period in the retention section that the configuration does not hold', () => {
    const p = retentionInForce();
    const stated = renderedSections().storage.match(/\b\d+ (?:days?|months?|years?)\b/g) ?? [];
    // Every period of lib/db/retention.ts, in its unit (the key says which: ...Days, ...Months).
    const configured = new Set(
      Object.entries(p).map(([key, n]) => (key.endsWith('Months') ? months(n) : days(n))),
    );
    expect(stated.length).toBeGreaterThan(0);
    for (const s of stated) expect(configured).toContain(s);
  });
});

describe('the processors in the privacy policy are the site configuration', () => {
  const rows = (section: string) =>
    (section.split('Service Provider Where it processes personal data')[1] ?? '').trim();

  // The page is built before the site runs, and mail is set up when it runs (SMTP_URL): the mail
  // row must be true whatever the build saw (issue 51, the consumer-affairs editor's third reading).
  const mailRow = (table: string) => table.split('Hosting:')[0];
  it('says the same of mail delivery whatever the build environment, and never "Not configured"', () => {
    vi.stubEnv('SMTP_URL', '');
    vi.stubEnv('HOSTING_PROVIDER', '');
    const without = renderedSections()['third-party'];
    vi.stubEnv('SMTP_URL', 'smtp://user:secret@smtp.mail-relay.example:587');
    const withRelay = renderedSections()['third-party'];
    expect(withRelay).toBe(without);
    expect(without).not.toContain('Not configured');
    expect(without).not.toContain('mail-relay');
    const table = rows(without);
    expect(mailRow(table)).toMatch(
      /^Mail delivery: .*? The mail delivery service the operator of this deployment sets up for our software, if any; ask us and we will tell you who it is Where that service processes it; ask us and we will tell you $/,
    );
    // A live site always has a host: unnamed, the table says so and to ask (issue 27, section 3).
    expect(table).toMatch(
      /Hosting: .*? The operator of this deployment has not named its host; ask us and we will tell you Not stated in our configuration/,
    );
  });

  it('names every kind of mail the software sends, and says what happens with and without a provider', () => {
    const section = renderedSections()['third-party'];
    expect(mailRow(rows(section))).toContain(
      'sign-up confirmations, newsletter issues, reminders and their confirmations, and notifications to our team',
    );
    expect(section).toContain('With one, each email is handed to it to deliver.');
    expect(section).toContain('Without one, no email leaves our server');
  });

  it('without a mail provider, mail waits at most OUTBOX_GIVE_UP_DAYS and is then deleted, as lib/mail/outbox.ts does', () => {
    vi.stubEnv('OUTBOX_GIVE_UP_DAYS', '3');
    const section = renderedSections()['third-party'];
    expect(section).toContain(
      'their emails wait in the outbox for at most 3 days after they were queued; an email still unsent then is deleted and never sent',
    );
    expect(section).not.toMatch(/until one is configured/);
  });

  it('names the configured host and its country', () => {
    vi.stubEnv('HOSTING_PROVIDER', 'Example Hosting FZ-LLC');
    vi.stubEnv('HOSTING_PROVIDER_COUNTRY', 'United Arab Emirates');
    expect(rows(renderedSections()['third-party'])).toMatch(
      /Hosting: .*? Example Hosting FZ-LLC United Arab Emirates/,
    );
  });
});
