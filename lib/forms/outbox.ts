import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db';

export const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Exponential back-off: 30 s, 1 min, 2 min, … capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.max(0, attempts - 1));
}

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export type Sender = {
  send(mail: OutgoingMail): Promise<void>;
};

export function smtpSender(url: string, from: string): Sender {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * Delivers due outbox rows. A row is claimed first (so two instances never send it twice),
 * then marked sent, or rescheduled with back-off on failure: a mail server that is down
 * loses nothing.
 */
export async function deliverDue(
  db: Db,
  sender: Sender,
  opts: { now?: Date; limit?: number } = {},
) {
  const now = opts.now ?? new Date();
  const nowIso = now.toISOString();
  const due = await db
    .selectFrom('outbox')
    .select(['id'])
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', nowIso)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
    .orderBy('id')
    .limit(opts.limit ?? 50)
    .execute();
  let sent = 0;
  let failed = 0;
  for (const { id } of due) {
    const claim = await db
      .updateTable('outbox')
      .set({ claimed_until: new Date(now.getTime() + 60_000).toISOString() })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    const row = await db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    try {
      await sender.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
      });
      await db
        .updateTable('outbox')
        .set({
          sent_at: new Date().toISOString(),
          claimed_until: null,
          attempts: row.attempts + 1,
          last_error: null,
        })
        .where('id', '=', id)
        .execute();
      sent++;
    } catch (err) {
      const attempts = row.attempts + 1;
      await db
        .updateTable('outbox')
        .set({
          attempts,
          claimed_until: null,
          last_error: String((err as Error).message ?? err).slice(0, 500),
          next_attempt_at: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
        })
        .where('id', '=', id)
        .execute();
      failed++;
    }
  }
  return { sent, failed, pending: due.length - sent };
}
