/**
 * The newsletter send's tests (newsletter-send.test.ts, newsletter-instances.test.ts): an issue to
 * queue, a recording sender, confirmed subscribers, and the send's tables emptied.
 */
import { beforeEach } from 'vitest';
import type { Db } from '@/lib/db';
import type { OutgoingMail, Sender } from '@/lib/mail/sender';
import type { QueueableIssue } from '@/lib/newsletter/send';
import { issueMailRenderer } from '@/lib/newsletter/render';
import { databaseOver, databasesInTmp } from './postgres';

const copy = {
  reason: 'You receive this because you subscribed to the {brand} newsletter.',
  unsubscribe: 'Unsubscribe with one click',
  webVersion: 'Read this issue on the web',
};
/** A newsletter issue ready to queue, rendered as the site renders issues. */
export const issue = (slug = '2026-11-24-first'): QueueableIssue => {
  const source = {
    subject: 'First issue',
    preheader: 'What is new',
    date: '2026-11-24',
    body: 'Read [the roaming guide](/guides/roaming-without-bill-shock) and [TDRA](https://tdra.gov.ae/).',
  };
  return {
    slug,
    subject: source.subject,
    mailFor: issueMailRenderer(source, {
      siteUrl: 'https://clearsignal.test',
      brand: 'ClearSignal',
      webUrl: `https://clearsignal.test/newsletter/${slug}`,
      copy,
      locale: 'en',
    }),
  };
};

/** A mail sender that keeps what it sends, or fails as a server that is down does. */
export function recorder(fail = false): Sender & { mails: OutgoingMail[] } {
  const mails: OutgoingMail[] = [];
  return {
    mails,
    async send(mail) {
      if (fail) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      mails.push(mail);
    },
  };
}

/** `count` addresses, `<prefix>0@example.com` and on. */
export const addresses = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}@example.com`);

/** Confirmed subscribers, each with the unsubscribe token tok-<email>. */
export async function addConfirmed(db: Db, emails: string[]) {
  const now = new Date().toISOString();
  await db
    .insertInto('subscribers')
    .values(
      emails.map((email) => ({
        email,
        status: 'confirmed' as const,
        consent_at: now,
        created_at: now,
        confirmed_at: now,
        unsubscribe_token: `tok-${email}`,
      })),
    )
    .execute();
}

/** Sending options with no rate limit, as one instance. */
export const unlimited = { newsletterRate: null, instance: 'test' } as const;

/**
 * The databases the send's suites run on: a SQLite file in a folder of the suite's own (`prefix`)
 * and the run's PostgreSQL server (PGlite only when there is none).
 */
export const sendBackends = (prefix: string) =>
  databasesInTmp('SQLite file', prefix, { pglite: 'without-server' });

/**
 * The database at `url` for one describe block (databaseOver), the send's tables emptied before
 * each test.
 */
export function sendDatabaseOver(url: string): { db: Db } {
  const live = databaseOver(url);
  beforeEach(async () => {
    for (const t of [
      'outbox',
      'newsletter_deliveries',
      'newsletter_issues',
      'subscribers',
    ] as const)
      await live.db.deleteFrom(t).execute();
  });
  return live;
}
