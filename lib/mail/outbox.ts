import { sql, type Kysely, type Selectable } from 'kysely';
import type { Db } from '../db';
import type { Database, OutboxTable } from '../db/types';
import { cutoffBefore, undeliveredOutboxDays } from '../db/retention';
import {
  backoffMs,
  instanceId,
  newsletterRate,
  outboxBatch,
  outboxLeaseMs,
} from './outbox-settings';
import type { Sender } from './sender';

/** The settings row whose lock serialises the newsletter rate's budget across instances. */
const RATE_LOCK_KEY = 'outbox_newsletter_rate_lock';

export type OutboxRow = Selectable<OutboxTable>;

export type ClaimOptions = {
  now: Date;
  limit: number;
  leaseMs: number;
  instance: string;
  /** Newsletter mails per minute across every instance; null: unlimited. */
  newsletterRate: number | null;
};

/**
 * Claims due rows for this instance: `FOR UPDATE SKIP LOCKED` on PostgreSQL, so instances
 * claiming at the same moment each take different rows and never wait on each other; SQLite has
 * one writer at a time, so its UPDATE … RETURNING is atomic as it is. A claim is a lease
 * (`claimed_until`): rows of an instance that died become due again when it runs out.
 * Newsletter mails are claimed only within the rate's budget: claims of the last minute, by any
 * instance, counted under a row lock that serialises this step across instances.
 */
export async function claimDue(db: Db, o: ClaimOptions): Promise<OutboxRow[]> {
  const nowIso = o.now.toISOString();
  const lease = {
    claimed_until: new Date(o.now.getTime() + o.leaseMs).toISOString(),
    claimed_by: o.instance,
    claimed_at: nowIso,
  };
  const claim = async (
    t: Kysely<Database>,
    newsletter: boolean,
    n: number,
  ): Promise<OutboxRow[]> => {
    if (n <= 0) return [];
    const due = t
      .selectFrom('outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', nowIso)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
      .where('kind', newsletter ? '=' : '!=', 'newsletter_issue')
      .orderBy('id')
      .limit(n);
    if (db.dialectName === 'sqlite')
      return t.updateTable('outbox').set(lease).where('id', 'in', due).returningAll().execute();
    // PostgreSQL: the locked rows are picked once, in a MATERIALIZED CTE. Written as
    // `WHERE id IN (SELECT … LIMIT n FOR UPDATE SKIP LOCKED)`, the planner may run the subquery
    // more than once and claim far more than n rows (seen here: 23 rows with n = 4).
    const { rows } = await sql<OutboxRow>`
      with due as materialized (${due.forUpdate().skipLocked()})
      update outbox set claimed_until = ${lease.claimed_until}, claimed_by = ${lease.claimed_by},
        claimed_at = ${lease.claimed_at}
      from due where outbox.id = due.id
      returning outbox.*`.execute(t);
    return rows;
  };

  const others = await claim(db, false, o.limit);
  const room = o.limit - others.length;
  if (room <= 0) return others;
  if (o.newsletterRate === null) return [...others, ...(await claim(db, true, room))];

  await db
    .insertInto('settings')
    .values({ key: RATE_LOCK_KEY, value: nowIso })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const rate = o.newsletterRate;
  const newsletter = await db.transaction().execute(async (trx) => {
    // Writing the row first takes its lock (PostgreSQL) or the write lock (SQLite) until commit.
    await trx
      .updateTable('settings')
      .set({ value: nowIso })
      .where('key', '=', RATE_LOCK_KEY)
      .execute();
    const { n } = await trx
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('kind', '=', 'newsletter_issue')
      .where('claimed_at', '>', new Date(o.now.getTime() - 60_000).toISOString())
      .executeTakeFirstOrThrow();
    const budget = Math.min(room, rate - Number(n));
    return claim(trx, true, budget);
  });
  return [...others, ...newsletter];
}

/**
 * A newsletter mail still wanted: its subscriber is still confirmed (not unsubscribed or
 * deleted since the send was queued).
 */
async function stillSubscribed(db: Db, deliveryId: number | null): Promise<boolean> {
  if (deliveryId === null) return false;
  const row = await db
    .selectFrom('newsletter_deliveries as d')
    .innerJoin('subscribers as s', 's.id', 'd.subscriber_id')
    .select('s.status')
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
  return row?.status === 'confirmed';
}

export type DeliveryCounts = {
  sent: number;
  failed: number;
  /** Newsletter mails dropped because their subscriber unsubscribed after they were queued. */
  skipped: number;
  /** Mails deleted after failing for longer than the give-up period. */
  gaveUp: number;
  pending: number;
};

/**
 * Delivers due outbox rows. Each row is claimed with a lease first (so two instances never send
 * it twice), then marked sent, or rescheduled with back-off on failure: a mail server that is
 * down loses nothing. A mail still failing `undeliveredOutboxDays()` after it was queued is
 * given up and deleted.
 */
export async function deliverDue(
  db: Db,
  sender: Sender,
  opts: {
    now?: Date;
    limit?: number;
    leaseMs?: number;
    instance?: string;
    newsletterRate?: number | null;
    /** Asked before each mail: true stops the pass (a graceful stop), leaving the rest held. */
    stop?: () => boolean;
  } = {},
): Promise<DeliveryCounts> {
  const started = Date.now();
  const base = opts.now ?? new Date();
  /** The pass's clock: the given time, moving on with the real one. */
  const clock = () => new Date(base.getTime() + (Date.now() - started));
  const leaseMs = opts.leaseMs ?? outboxLeaseMs();
  const instance = opts.instance ?? instanceId;
  const giveUpMs = undeliveredOutboxDays() * 86400_000;
  const rows = await claimDue(db, {
    now: base,
    limit: opts.limit ?? outboxBatch(),
    leaseMs,
    instance,
    newsletterRate: opts.newsletterRate === undefined ? newsletterRate() : opts.newsletterRate,
  });
  const counts: DeliveryCounts = { sent: 0, failed: 0, skipped: 0, gaveUp: 0, pending: 0 };
  for (const row of rows) {
    if (opts.stop?.()) break;
    // Renew the lease just before handing the mail over; a row whose lease ran out and that
    // another instance took meanwhile is that instance's now.
    const held = await db
      .updateTable('outbox')
      .set({ claimed_until: new Date(clock().getTime() + leaseMs).toISOString() })
      .where('id', '=', row.id)
      .where('claimed_by', '=', instance)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) continue;
    const isIssue = row.kind === 'newsletter_issue';
    if (isIssue && !(await stillSubscribed(db, row.ref_id))) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('outbox').where('id', '=', row.id).execute();
        await trx
          .updateTable('newsletter_deliveries')
          .set({ skipped_at: clock().toISOString() })
          .where('id', '=', row.ref_id!)
          .execute();
      });
      counts.skipped++;
      continue;
    }
    try {
      await sender.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
      });
      const sentAt = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('outbox')
          .set({
            sent_at: sentAt,
            claimed_until: null,
            attempts: row.attempts + 1,
            last_error: null,
          })
          .where('id', '=', row.id)
          .execute();
        if (isIssue)
          await trx
            .updateTable('newsletter_deliveries')
            .set({ sent_at: sentAt })
            .where('id', '=', row.ref_id!)
            .execute();
      });
      counts.sent++;
    } catch (err) {
      const attempts = row.attempts + 1;
      const error = String((err as Error).message ?? err).slice(0, 500);
      if (clock().getTime() - Date.parse(row.created_at) >= giveUpMs) {
        await giveUp(db, [row], clock());
        counts.gaveUp++;
        continue;
      }
      await db
        .updateTable('outbox')
        .set({
          attempts,
          claimed_until: null,
          last_error: error,
          // From the pass's start, as the row was due then.
          next_attempt_at: new Date(base.getTime() + backoffMs(attempts)).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      counts.failed++;
    }
  }
  counts.pending = rows.length - counts.sent - counts.skipped - counts.gaveUp;
  return counts;
}

/** Deletes undeliverable mails, recording on their newsletter deliveries that they were given up. */
async function giveUp(db: Db, rows: Pick<OutboxRow, 'id' | 'kind' | 'ref_id'>[], now: Date) {
  if (!rows.length) return;
  await db.transaction().execute(async (trx) => {
    const ids = rows.map((r) => r.id);
    await trx.deleteFrom('outbox').where('id', 'in', ids).where('sent_at', 'is', null).execute();
    const deliveries = rows.filter((r) => r.kind === 'newsletter_issue' && r.ref_id !== null);
    if (deliveries.length)
      await trx
        .updateTable('newsletter_deliveries')
        .set({ gave_up_at: now.toISOString() })
        .where(
          'id',
          'in',
          deliveries.map((r) => r.ref_id!),
        )
        .execute();
  });
}

/**
 * Deletes every mail still undelivered `undeliveredOutboxDays()` after it was queued (also when
 * no mail server is configured, so nothing tries them): the privacy policy's promise.
 */
export async function pruneUndeliverable(db: Db, now = new Date(), days = undeliveredOutboxDays()) {
  const cutoff = cutoffBefore(now, days);
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'kind', 'ref_id'])
    .where('sent_at', 'is', null)
    .where('created_at', '<', cutoff)
    .where((eb) =>
      eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now.toISOString())]),
    )
    .execute();
  for (let i = 0; i < rows.length; i += 500) await giveUp(db, rows.slice(i, i + 500), now);
  return rows.length;
}
