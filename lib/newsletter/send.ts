/**
 * Queuing a newsletter issue and reporting on it (`npm run newsletter -- send|status`).
 *
 * - `queueIssue` records the send and queues one outbox mail per confirmed subscriber still
 *   missing it, in one transaction: a `newsletter_deliveries` row (unique on issue and
 *   subscriber: an issue reaches a subscriber at most once, ever) and its outbox mail, which
 *   carries the subscriber's own unsubscribe link and List-Unsubscribe headers, in the language
 *   they signed up in when the issue is translated into it (else English). Running it
 *   again, or after a crash, queues only who is still missing.
 * - The outbox worker (lib/mail/outbox.ts) delivers them at NEWSLETTER_RATE, drops the mail of
 *   anyone who unsubscribed meanwhile, and records each delivery.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/types';
import { DEFAULT_LOCALE, type Locale } from '../i18n/format';
import { listUnsubscribeHeaders, unsubscribeUrl } from '../forms/newsletter';
import type { IssueMail } from './render';

/** Subscribers (`s`) the issue has no delivery row for: it was never queued for them. */
function notYetQueued(slug: string) {
  return ({
    not,
    exists,
    selectFrom,
  }: ExpressionBuilder<Database & { s: Database['subscribers'] }, 's'>) =>
    not(
      exists(
        selectFrom('newsletter_deliveries as d')
          .select('d.id')
          .where('d.issue', '=', slug)
          .whereRef('d.subscriber_id', '=', 's.id'),
      ),
    );
}

/** Rows per INSERT (well under SQLite's and PostgreSQL's bound-parameter limits). */
const CHUNK = 500;

export type QueueableIssue = {
  /** The file name without .mdx: the issue's key, e.g. 2026-11-24-whats-on-clearsignal. */
  slug: string;
  subject: string;
  /**
   * One subscriber's mail, given their own unsubscribe link, in `locale`, one of `locales`.
   */
  mailFor: (unsubscribeUrl: string, locale: Locale) => IssueMail;
  /** The languages the issue is written in (English only when left out). */
  locales?: readonly Locale[];
  /** `draft: true` in its file: never sent (lib/content/drafts.ts). */
  draft?: boolean;
};

/** Refuses a draft issue, by name, before anything is recorded or sent. */
export function refuseDraft(issue: Pick<QueueableIssue, 'slug' | 'draft'>) {
  if (issue.draft)
    throw new Error(
      `${issue.slug} is a draft (draft: true in content/newsletter/${issue.slug}.mdx): remove draft, commit, and send it from a production build`,
    );
}

/** The language a subscriber gets an issue in: theirs when the issue is translated, else English. */
export function issueLocale(issue: Pick<QueueableIssue, 'locales'>, subscriber: Locale): Locale {
  return (issue.locales ?? [DEFAULT_LOCALE]).includes(subscriber) ? subscriber : DEFAULT_LOCALE;
}

export type QueueResult = { queued: number; alreadyQueued: number; confirmed: number };

export async function queueIssue(
  db: Db,
  issue: QueueableIssue,
  now = new Date(),
): Promise<QueueResult> {
  refuseDraft(issue);
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('newsletter_issues')
      .values({
        slug: issue.slug,
        subject: issue.subject,
        first_queued_at: nowIso,
        last_queued_at: nowIso,
      })
      .onConflict((oc) => oc.column('slug').doUpdateSet({ last_queued_at: nowIso }))
      .execute();
    const missing = await trx
      .selectFrom('subscribers as s')
      .select(['s.id', 's.email', 's.unsubscribe_token', 's.locale'])
      .where('s.status', '=', 'confirmed')
      .where(notYetQueued(issue.slug))
      .orderBy('s.id')
      .execute();
    const bySubscriber = new Map(missing.map((s) => [s.id, s]));
    let queued = 0;
    for (let i = 0; i < missing.length; i += CHUNK) {
      const chunk = missing.slice(i, i + CHUNK);
      // ON CONFLICT DO NOTHING: a send running at the same moment keeps the rows it inserted,
      // and this one queues mail only for the rows it got back.
      const deliveries = await trx
        .insertInto('newsletter_deliveries')
        .values(chunk.map((s) => ({ issue: issue.slug, subscriber_id: s.id, queued_at: nowIso })))
        .onConflict((oc) => oc.columns(['issue', 'subscriber_id']).doNothing())
        .returning(['id', 'subscriber_id'])
        .execute();
      if (!deliveries.length) continue;
      await trx
        .insertInto('outbox')
        .values(
          deliveries.map((d) => {
            const s = bySubscriber.get(d.subscriber_id)!;
            // The issue in the subscriber's language when it is translated; its links in the same.
            const locale = issueLocale(issue, s.locale);
            const mail = issue.mailFor(unsubscribeUrl(s.unsubscribe_token, locale), locale);
            return {
              kind: 'newsletter_issue' as const,
              ref_id: d.id,
              to_address: s.email,
              subject: mail.subject,
              text_body: mail.text,
              html_body: mail.html,
              headers: JSON.stringify(listUnsubscribeHeaders(s.unsubscribe_token)),
              created_at: nowIso,
              next_attempt_at: nowIso,
            };
          }),
        )
        .execute();
      queued += deliveries.length;
    }
    const { n } = await trx
      .selectFrom('subscribers')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('status', '=', 'confirmed')
      .executeTakeFirstOrThrow();
    return { queued, alreadyQueued: Number(n) - queued, confirmed: Number(n) };
  });
}

export type IssueStatus = {
  slug: string;
  /** When the send was first and last run; null: never sent. */
  firstQueuedAt: string | null;
  lastQueuedAt: string | null;
  /** Subscribers the issue was queued for, ever. */
  queued: number;
  sent: number;
  /** Queued, not yet tried. */
  waiting: number;
  /** Tried and failed; retried with back-off (the mail server was down or refused them). */
  retrying: number;
  /** Failed for longer than the give-up period: deleted, never sent. */
  gaveUp: number;
  /** Unsubscribed after the send was queued and before their mail left: nothing was sent. */
  unsubscribedBeforeDelivery: number;
  /** Received it, then unsubscribed (or their address was deleted) since. */
  unsubscribedSince: number;
  /** Confirmed now but not queued (subscribed after the last send): `send` again queues them. */
  notYetQueued: number;
  /** The latest delivery error and when the next attempt is due, while some are retrying. */
  lastError: string | null;
  nextAttemptAt: string | null;
};

export async function issueStatus(db: Db, slug: string): Promise<IssueStatus> {
  const issue = await db
    .selectFrom('newsletter_issues')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  const deliveries = await db
    .selectFrom('newsletter_deliveries as d')
    .leftJoin('subscribers as s', 's.id', 'd.subscriber_id')
    .leftJoin('outbox as o', (j) =>
      j.onRef('o.ref_id', '=', 'd.id').on('o.kind', '=', 'newsletter_issue'),
    )
    .select([
      'd.sent_at',
      'd.skipped_at',
      'd.gave_up_at',
      's.status',
      'o.attempts',
      'o.last_error',
      'o.next_attempt_at',
    ])
    .where('d.issue', '=', slug)
    .execute();
  const status: IssueStatus = {
    slug,
    firstQueuedAt: issue?.first_queued_at ?? null,
    lastQueuedAt: issue?.last_queued_at ?? null,
    queued: deliveries.length,
    sent: 0,
    waiting: 0,
    retrying: 0,
    gaveUp: 0,
    unsubscribedBeforeDelivery: 0,
    unsubscribedSince: 0,
    notYetQueued: 0,
    lastError: null,
    nextAttemptAt: null,
  };
  for (const d of deliveries) {
    if (d.sent_at) {
      status.sent++;
      if (d.status !== 'confirmed') status.unsubscribedSince++;
    } else if (d.skipped_at) status.unsubscribedBeforeDelivery++;
    else if (d.gave_up_at) status.gaveUp++;
    else if (Number(d.attempts ?? 0) > 0) {
      status.retrying++;
      if (d.last_error) status.lastError = d.last_error;
      if (d.next_attempt_at && (!status.nextAttemptAt || d.next_attempt_at < status.nextAttemptAt))
        status.nextAttemptAt = d.next_attempt_at;
    } else status.waiting++;
  }
  const { n } = await db
    .selectFrom('subscribers as s')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('s.status', '=', 'confirmed')
    .where(notYetQueued(slug))
    .executeTakeFirstOrThrow();
  status.notYetQueued = Number(n);
  return status;
}
