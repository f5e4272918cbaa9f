/**
 * The operator's inbox: npm run inbox -- list | show <id> | export --format csv|json | prune [--months N]
 * `prune` deletes everything past its retention period (lib/db/retention.ts), not only messages.
 * Reads DATABASE_URL (SQLite file by default, or PostgreSQL).
 */
import './cli-env';
import { arg, runCli, withDb } from './cli';
import { contactRetentionMonths } from '../lib/forms/contact';
import { printable, printableRows, toCsv } from '../lib/forms/export';
import { pruneExpired } from '../lib/forms/prune';
import { retention, undeliveredOutboxDays } from '../lib/db/retention';

const COLUMNS = [
  'id',
  'received_at',
  'source',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'consent_at',
  'ip_hash',
  'user_agent',
  'plan_id',
  'source_url',
  'locale',
];

async function main() {
  const [cmd, id] = process.argv
    .slice(2)
    .filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  await withDb(async (db) => {
    if (cmd === 'list') {
      const rows = await db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(Number(arg('limit') ?? 50))
        .execute();
      if (!rows.length) console.log('No messages.');
      for (const r of rows)
        console.log(
          printable(
            `#${r.id}  ${r.received_at}  ${r.locale}  ${r.source.padEnd(7)} ${(r.plan_id ? `${r.subject} ${r.plan_id}` : r.subject).padEnd(11)} ${r.name} <${r.email}>  ${JSON.stringify(r.message.slice(0, 60))}`,
          ),
        );
    } else if (cmd === 'show') {
      const row = await db
        .selectFrom('contact_messages')
        .selectAll()
        .where('id', '=', Number(id))
        .executeTakeFirst();
      if (!row) throw new Error(`No message #${id}`);
      const mail = await db
        .selectFrom('outbox')
        .select(['sent_at', 'attempts', 'last_error'])
        .where('kind', '=', 'contact_notification')
        .where('ref_id', '=', row.id)
        .executeTakeFirst();
      for (const c of COLUMNS.filter((c) => c !== 'message'))
        console.log(`${c.padEnd(12)} ${printable(String(row[c as keyof typeof row] ?? '—'))}`);
      console.log(
        `${'notified'.padEnd(12)} ${
          !mail
            ? `yes (the mail was deleted ${retention.deliveredOutboxDays} days after delivery)`
            : (mail.sent_at ??
              `not yet (${mail.attempts} attempts${mail.last_error ? `, last error: ${printable(mail.last_error)}` : ''})`)
        }`,
      );
      console.log(`\n${printable(row.message, { multiline: true })}`);
    } else if (cmd === 'export') {
      const rows = await db.selectFrom('contact_messages').selectAll().orderBy('id').execute();
      const format = arg('format') ?? 'csv';
      if (format === 'json')
        process.stdout.write(`${JSON.stringify(printableRows(rows), null, 2)}\n`);
      else if (format === 'csv') process.stdout.write(toCsv(rows, COLUMNS));
      else throw new Error('--format must be csv or json');
      // The privacy policy ("Exports") promises that whoever makes a copy deletes it.
      console.error(
        `Exported ${rows.length} message(s). This file is a copy the software cannot delete: the privacy policy commits you to deleting it once it has served its purpose, and no later than the messages themselves (${contactRetentionMonths()} months after receipt).`,
      );
    } else if (cmd === 'prune') {
      const months = Number(arg('months') ?? contactRetentionMonths());
      if (!Number.isInteger(months) || months < 1)
        throw new Error('--months must be a whole number of months');
      const n = await pruneExpired(db, { contactMonths: months });
      console.log(`Deleted ${n.contactMessages} message(s) older than ${months} months.`);
      console.log(
        `Deleted ${n.pendingSignups} newsletter sign-up(s) unconfirmed after ${retention.pendingSignupDays} days.`,
      );
      console.log(
        `Deleted ${n.pendingReminders} reminder(s) unconfirmed after ${retention.pendingSignupDays} days.`,
      );
      console.log(
        `Deleted ${n.unsubscribed} address(es) unsubscribed more than ${retention.unsubscribedDays} days ago.`,
      );
      console.log(
        `Deleted ${n.deliveredMail} delivered mail(s) older than ${retention.deliveredOutboxDays} days from the outbox.`,
      );
      console.log(
        `Deleted ${n.undeliverableMail} mail(s) still undelivered ${undeliveredOutboxDays()} days after they were queued.`,
      );
      console.log(
        `Deleted ${n.rateLimitHits} expired rate-limit record(s) and ${n.usedTokens} expired form token(s).`,
      );
    } else {
      console.log(
        'Usage: npm run inbox -- list [--limit N] | show <id> | export --format csv|json | prune [--months N]',
      );
      process.exitCode = cmd ? 1 : 0;
    }
  });
}

runCli('inbox', main);
