import type { Generated } from 'kysely';
import type { Locale } from '../i18n/format';

/** Times are ISO-8601 strings in UTC, the same in SQLite and PostgreSQL, and sort as text. */
export type ContactMessageTable = {
  id: Generated<number>;
  source: 'contact' | 'plans' | 'price-report';
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  consent_at: string;
  received_at: string;
  ip_hash: string;
  user_agent: string;
  /** The catalogue plan a price report is about (slug), else null. */
  plan_id: string | null;
  /** The language the visitor wrote from ('en', 'ar'; migration 0005). */
  locale: Generated<Locale>;
  /** Where a price report's right price can be seen (https), else null (migration 0006). */
  source_url: string | null;
};

export type OutboxTable = {
  id: Generated<number>;
  kind:
    | 'contact_notification'
    | 'newsletter_confirmation'
    | 'newsletter_issue'
    | 'reminder_confirmation'
    | 'reminder';
  /** contact_messages.id of a notification; newsletter_deliveries.id of a newsletter issue. */
  ref_id: number | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  /** Extra mail headers as a JSON object (List-Unsubscribe), or null. */
  headers: string | null;
  /** The instance holding the row's lease (`claimed_until`): host:pid:random. */
  claimed_by: string | null;
  /** When the row was last claimed (the newsletter rate counts claims across instances). */
  claimed_at: string | null;
};

/** One newsletter issue whose send was started (`npm run newsletter -- send`). */
export type NewsletterIssueTable = {
  slug: string;
  subject: string;
  first_queued_at: string;
  last_queued_at: string;
};

/**
 * One issue for one subscriber: at most one row ever (unique on issue and subscriber), so an
 * issue reaches a subscriber at most once. Its outbox mail has kind 'newsletter_issue' and this
 * row's id as ref_id. `skipped_at`: unsubscribed before the mail left, so none was sent.
 */
export type NewsletterDeliveryTable = {
  id: Generated<number>;
  issue: string;
  subscriber_id: number;
  queued_at: string;
  sent_at: string | null;
  skipped_at: string | null;
  gave_up_at: string | null;
};

export type SubscriberTable = {
  id: Generated<number>;
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  consent_at: string;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  last_confirmation_at: string | null;
  unsubscribe_token: string;
  /** The language the visitor signed up in: their mails are in it (migration 0005). */
  locale: Generated<Locale>;
};

/**
 * A reminder before a contract or promotion ends (issue 54, lib/remind/store.ts): deleted when its
 * mail is queued, when its visitor deletes it, or when it is not confirmed in time.
 */
export type ReminderTable = {
  id: Generated<number>;
  email: string;
  status: 'pending' | 'confirmed';
  /** What ends: 'contract' or 'promotion'. */
  what: 'contract' | 'promotion';
  /** The day it ends (YYYY-MM-DD, UAE). */
  end_date: string;
  lead_days: number;
  /** When the mail is due (ISO, UTC): 09:00 UAE time, lead_days before end_date. */
  due_at: string;
  /** A catalogue plan's slug, or null. */
  plan: string | null;
  locale: Locale;
  created_at: string;
  confirmed_at: string | null;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  /** In every mail's delete link and List-Unsubscribe. */
  delete_token: string;
};

/** One accepted submission in the sliding-window rate limit (lib/forms/rate-limit.ts). */
export type RateLimitHitTable = {
  id: Generated<number>;
  key: string;
  at: string;
  points: number;
  expires_at: string;
};

/** The hash of a form timing token already used: a token works once (lib/forms/guard.ts). */
export type UsedFormTokenTable = {
  token_hash: string;
  expires_at: string;
};

export type SettingTable = { key: string; value: string };

export type Database = {
  contact_messages: ContactMessageTable;
  outbox: OutboxTable;
  subscribers: SubscriberTable;
  rate_limit_hits: RateLimitHitTable;
  used_form_tokens: UsedFormTokenTable;
  settings: SettingTable;
  newsletter_issues: NewsletterIssueTable;
  newsletter_deliveries: NewsletterDeliveryTable;
  reminders: ReminderTable;
};
