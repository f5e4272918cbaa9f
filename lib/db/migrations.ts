import {
  sql,
  type ColumnDefinitionBuilder,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/**
 * Versioned migrations, one list for both databases. Only the identity column differs;
 * everything else is the portable subset: text and integer columns, unique indexes.
 * Times are ISO-8601 UTC text. Add a migration; never edit one that has shipped.
 */
function migrations(dialect: Dialect): Record<string, Migration> {
  const identity = (c: ColumnDefinitionBuilder) =>
    dialect === 'sqlite'
      ? c.primaryKey().autoIncrement()
      : c.primaryKey().generatedByDefaultAsIdentity();

  return {
    '0001_initial': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('contact_messages')
          .addColumn('id', 'integer', identity)
          .addColumn('source', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('phone', 'text')
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('consent_at', 'text', (c) => c.notNull())
          .addColumn('received_at', 'text', (c) => c.notNull())
          .addColumn('ip_hash', 'text', (c) => c.notNull())
          .addColumn('user_agent', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('contact_messages_received_at')
          .on('contact_messages')
          .column('received_at')
          .execute();

        await db.schema
          .createTable('outbox')
          .addColumn('id', 'integer', identity)
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('ref_id', 'integer')
          .addColumn('to_address', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('text_body', 'text', (c) => c.notNull())
          .addColumn('html_body', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(sql`0`))
          .addColumn('next_attempt_at', 'text', (c) => c.notNull())
          .addColumn('claimed_until', 'text')
          .addColumn('last_error', 'text')
          .addColumn('sent_at', 'text')
          .execute();
        await db.schema
          .createIndex('outbox_due')
          .on('outbox')
          .columns(['sent_at', 'next_attempt_at'])
          .execute();

        await db.schema
          .createTable('subscribers')
          .addColumn('id', 'integer', identity)
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('consent_at', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('confirmed_at', 'text')
          .addColumn('unsubscribed_at', 'text')
          .addColumn('confirm_token_hash', 'text')
          .addColumn('confirm_expires_at', 'text')
          .addColumn('last_confirmation_at', 'text')
          .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
          .execute();
        await db.schema
          .createIndex('subscribers_confirm_token')
          .on('subscribers')
          .column('confirm_token_hash')
          .execute();

        await db.schema
          .createTable('rate_limits')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('settings')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
      },
    },
    // Sliding-window rate limit (the fixed-window counters of 0001 let twice the limit through
    // across a window boundary), single-use form tokens, and per-mail headers (List-Unsubscribe).
    '0002_sliding_limits_tokens_headers': {
      async up(db: Kysely<unknown>) {
        await db.schema.dropTable('rate_limits').execute();
        await db.schema
          .createTable('rate_limit_hits')
          .addColumn('id', 'integer', identity)
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('points', 'integer', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('rate_limit_hits_key_at')
          .on('rate_limit_hits')
          .columns(['key', 'at', 'points']) // covers the window's sum
          .execute();
        await db.schema
          .createIndex('rate_limit_hits_expires_at')
          .on('rate_limit_hits')
          .column('expires_at')
          .execute();
        await db.schema
          .createTable('used_form_tokens')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();
        await db.schema.createIndex('outbox_sent_at').on('outbox').column('sent_at').execute();
      },
    },
    /** Price reports from catalogue plan pages name their plan. */
    '0003_contact_messages_plan_id': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('contact_messages').addColumn('plan_id', 'text').execute();
      },
    },
    /**
     * The newsletter sender (issue 21): an issue is queued once per subscriber, ever (the unique
     * key on issue and subscriber), and the send is recorded in the same transaction. Outbox rows
     * are claimed with a lease by one instance at a time (`claimed_by`, `claimed_at`: the
     * newsletter rate counts claims across instances) and given up after a stated period.
     */
    '0004_newsletter_sends_outbox_leases': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('newsletter_issues')
          .addColumn('slug', 'text', (c) => c.primaryKey())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('first_queued_at', 'text', (c) => c.notNull())
          .addColumn('last_queued_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('newsletter_deliveries')
          .addColumn('id', 'integer', identity)
          .addColumn('issue', 'text', (c) => c.notNull())
          .addColumn('subscriber_id', 'integer', (c) => c.notNull())
          .addColumn('queued_at', 'text', (c) => c.notNull())
          .addColumn('sent_at', 'text')
          .addColumn('skipped_at', 'text')
          .addColumn('gave_up_at', 'text')
          .execute();
        await db.schema
          .createIndex('newsletter_deliveries_once')
          .on('newsletter_deliveries')
          .columns(['issue', 'subscriber_id'])
          .unique()
          .execute();
        await db.schema.alterTable('outbox').addColumn('claimed_by', 'text').execute();
        await db.schema.alterTable('outbox').addColumn('claimed_at', 'text').execute();
        await db.schema
          .createIndex('outbox_kind_claimed_at')
          .on('outbox')
          .columns(['kind', 'claimed_at'])
          .execute();
      },
    },
    /**
     * The visitor's language (issue 22): each contact message, plan advice request and price
     * report, and each subscriber, records the language they used ('en' or 'ar'), so mails to
     * them (the newsletter's confirmation and issues) and the operator's reply can be in it.
     * Rows from before are English, the only language then.
     */
    '0005_visitor_locale': {
      async up(db: Kysely<unknown>) {
        for (const table of ['contact_messages', 'subscribers'])
          await db.schema
            .alterTable(table)
            .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
            .execute();
      },
    },
    /**
     * A price report's source link in a column of its own, not appended to the visitor's words
     * under an English "Source:" label: the message is stored as written, and the inbox shows
     * and exports the link as a field. Reports from before keep the label inside the message.
     */
    '0006_contact_messages_source_url': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('contact_messages').addColumn('source_url', 'text').execute();
      },
    },
    /**
     * Reminders before a contract or promotion ends (issue 54): the address, the end date, the
     * lead time and the day it is due, what ends, the language, the catalogue plan if any, and the
     * confirmation state with its token's hash; a token to delete it from any of its mails. A row
     * is deleted when its mail is queued, when it is deleted by its visitor, or when it is not
     * confirmed in time (lib/remind/store.ts).
     */
    '0007_reminders': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('reminders')
          .addColumn('id', 'integer', identity)
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('what', 'text', (c) => c.notNull())
          .addColumn('end_date', 'text', (c) => c.notNull())
          .addColumn('lead_days', 'integer', (c) => c.notNull())
          .addColumn('due_at', 'text', (c) => c.notNull())
          .addColumn('plan', 'text')
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('confirmed_at', 'text')
          .addColumn('confirm_token_hash', 'text')
          .addColumn('confirm_expires_at', 'text')
          .addColumn('delete_token', 'text', (c) => c.notNull().unique())
          .execute();
        await db.schema
          .createIndex('reminders_due')
          .on('reminders')
          .columns(['status', 'due_at'])
          .execute();
        await db.schema.createIndex('reminders_email').on('reminders').column('email').execute();
        await db.schema
          .createIndex('reminders_confirm_token')
          .on('reminders')
          .column('confirm_token_hash')
          .execute();
      },
    },
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
