import type { Db } from '@/lib/db';

/** Queues a plain notification mail to each address, due now. */
export async function queueMails(db: Db, addresses: string[]): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('outbox')
    .values(
      addresses.map((to, i) => ({
        kind: 'contact_notification' as const,
        ref_id: null,
        to_address: to,
        subject: `Queued ${i}`,
        text_body: 'text',
        html_body: '<p>text</p>',
        created_at: now,
        next_attempt_at: now,
        headers: null,
      })),
    )
    .execute();
}

/** Adds each address as a confirmed subscriber (unsubscribe tokens `<tokenPrefix>-<i>`). */
export async function addConfirmedSubscribers(
  db: Db,
  emails: string[],
  tokenPrefix: string,
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('subscribers')
    .values(
      emails.map((email, i) => ({
        email,
        status: 'confirmed' as const,
        consent_at: now,
        created_at: now,
        confirmed_at: now,
        unsubscribe_token: `${tokenPrefix}-${i}`,
      })),
    )
    .execute();
}
