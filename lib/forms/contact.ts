import 'server-only';
import type { Db } from '../db';
import { env } from '../server/env.mjs';
import { retentionInForce } from '../db/retention';
import { mailbox, siteConfig } from '../config/site';
import { DEFAULT_LOCALE, fillSlots, type Locale } from '../i18n/format';
import { CONTACT_SUBJECTS } from './validation/contact-fields';
import { subjectLabel } from './validation/messages';
import { contactNotification } from '../mail/bodies';
import { mailCopy } from '../mail/copy';

export type ContactRecordInput = {
  source: 'contact' | 'plans' | 'price-report';
  /** The catalogue plan a price report is about. */
  planId?: string | null;
  /** Where a price report's reader saw the right price (optional). */
  sourceUrl?: string | null;
  name: string;
  email: string;
  phone?: string | null;
  subject: string;
  message: string;
  /** The language the visitor wrote in (the form's page). */
  locale: Locale;
};

export type RequestMeta = { ipHash: string; userAgent: string; now?: Date };

/** The operator's inbox for notifications: CONTACT_TO, else the general mailbox, else none. */
export function contactRecipient(): string | null {
  return env().CONTACT_TO ?? mailbox('general')?.email ?? null;
}

/**
 * The subject a notification names: the contact subject's label, or the reported plan. The
 * notification is the operator's, in English; the message's own language is stored with it.
 */
function notificationSubject(input: ContactRecordInput): string {
  if (input.source === 'price-report')
    return fillSlots(mailCopy.contactNotification.priceReportSubject, { plan: input.planId ?? '' });
  const subject = CONTACT_SUBJECTS.find((s) => s === input.subject);
  return subject ? subjectLabel(subject, DEFAULT_LOCALE) : input.subject;
}

/** Stores a validated message and, in the same transaction, its notification mail in the outbox. */
export async function storeContactMessage(
  db: Db,
  input: ContactRecordInput,
  meta: RequestMeta,
): Promise<number> {
  const now = (meta.now ?? new Date()).toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('contact_messages')
      .values({
        source: input.source,
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
        consent_at: now,
        received_at: now,
        ip_hash: meta.ipHash,
        user_agent: meta.userAgent.slice(0, 400),
        plan_id: input.planId ?? null,
        source_url: input.sourceUrl ?? null,
        locale: input.locale,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mail = contactNotification(
      {
        id: Number(id),
        source: input.source,
        subject: notificationSubject(input),
        receivedAt: now,
        brand: siteConfig.name,
        locale: input.locale,
      },
      mailCopy.contactNotification,
      // The notification is the operator's, in English (the visitor's language is a line in it).
      DEFAULT_LOCALE,
    );
    // No inbox configured (CONTACT_TO, CONTACT_EMAIL_GENERAL): the message is stored for
    // `npm run inbox`, and no notification is queued.
    const to = contactRecipient();
    if (!to) return Number(id);
    await trx
      .insertInto('outbox')
      .values({
        kind: 'contact_notification',
        ref_id: Number(id),
        to_address: to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        created_at: now,
        next_attempt_at: now,
      })
      .execute();
    return Number(id);
  });
}

/** Contact messages are kept `retention.contactMessagesMonths` (CONTACT_RETENTION_MONTHS overrides). */
export function contactRetentionMonths(): number {
  return retentionInForce().contactMessagesMonths;
}

/** Deletes contact messages older than the retention period. */
export async function pruneContactMessages(
  db: Db,
  months = contactRetentionMonths(),
  now = new Date(),
) {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const res = await db
    .deleteFrom('contact_messages')
    .where('received_at', '<', cutoff.toISOString())
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
