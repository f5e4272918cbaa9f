import 'server-only';
import type { Db } from '../db';
import { cutoffBefore, retention } from '../db/retention';
import { contactRetentionMonths, pruneContactMessages } from './contact';
import { pruneUsedTokens } from './guard';
import { prunePending, pruneUnsubscribed } from './newsletter';
import { pruneUndeliverable } from '../mail/outbox';
import { pruneRateLimits } from './rate-limit';
import { prunePendingReminders } from '../remind/store';

/**
 * Deletes delivered outbox mails `retention.deliveredOutboxDays` after delivery: their bodies
 * hold the visitor's message and links with tokens (the subscribers table keeps only hashes).
 */
export async function pruneDeliveredMail(db: Db, now = new Date()) {
  const cutoff = cutoffBefore(now, retention.deliveredOutboxDays);
  const res = await db
    .deleteFrom('outbox')
    .where('sent_at', 'is not', null)
    .where('sent_at', '<', cutoff)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

export type PruneCounts = {
  contactMessages: number;
  pendingSignups: number;
  pendingReminders: number;
  unsubscribed: number;
  deliveredMail: number;
  undeliverableMail: number;
  rateLimitHits: number;
  usedTokens: number;
};

/**
 * Everything the privacy policy promises to delete (periods in lib/db/retention.ts), plus expired
 * rate-limit and form-token records: `npm run inbox -- prune` and the server's hourly clean-up.
 */
export async function pruneExpired(
  db: Db,
  opts: { now?: Date; contactMonths?: number } = {},
): Promise<PruneCounts> {
  const now = opts.now ?? new Date();
  return {
    contactMessages: await pruneContactMessages(
      db,
      opts.contactMonths ?? contactRetentionMonths(),
      now,
    ),
    pendingSignups: await prunePending(db, now),
    pendingReminders: await prunePendingReminders(db, now),
    unsubscribed: await pruneUnsubscribed(db, now),
    deliveredMail: await pruneDeliveredMail(db, now),
    undeliverableMail: await pruneUndeliverable(db, now),
    rateLimitHits: await pruneRateLimits(db, now),
    usedTokens: await pruneUsedTokens(db, now),
  };
}
