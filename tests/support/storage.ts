/**
 * The storage tests' shared parts (storage.test.ts, storage-limits.test.ts and the newsletter and
 * form tests that look at what was stored): a visitor's request details, a contact message, the
 * link tokens in a mail and the rows a test reads back.
 */
import type { Db } from '@/lib/db';

export const meta = { ipHash: 'abc123', userAgent: 'vitest' };
/** A contact message whose name carries markup. */
export const message = {
  source: 'contact' as const,
  name: 'Aisha <script>',
  email: 'aisha@example.com',
  phone: null,
  subject: 'plans',
  message: 'I would like to know how to compare fiber offers for a new flat in Sharjah.',
  locale: 'en' as const,
};

/** The token of a /newsletter/<route>?token=… link in a mail's text. */
export function tokenFrom(text: string, route: string): string {
  const m = text.match(new RegExp(`/newsletter/${route}\\?token=([\\w%-]+)`));
  if (!m) throw new Error(`no ${route} link in mail`);
  return decodeURIComponent(m[1]);
}

/** The outbox's mails to one address (none, when nothing was queued for it). */
export const mailsTo = (db: Db, address: string) =>
  db.selectFrom('outbox').selectAll().where('to_address', '=', address).execute();

/** The one mail queued for an address (throws when there is none). */
export const mailTo = (db: Db, address: string) =>
  db.selectFrom('outbox').selectAll().where('to_address', '=', address).executeTakeFirstOrThrow();

/** The subscriber rows of an address (none, once it was deleted). */
export const subscribersOf = (db: Db, email: string) =>
  db.selectFrom('subscribers').selectAll().where('email', '=', email).execute();

/** The one subscriber of an address (throws when there is none). */
export const subscriberOf = (db: Db, email: string) =>
  db.selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

/** A stored contact message by its id. */
export const contactMessageOf = (db: Db, id: number) =>
  db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
