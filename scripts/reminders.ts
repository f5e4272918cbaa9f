/**
 * E-mail reminders (issue 54): npm run reminders -- list | count | delete --id N | delete --email ADDRESS
 * | send-due [--now ISO-TIME]
 * `send-due` turns the confirmed reminders due by now (or by `--now`, to check what a day will
 * send) into outbox mails, as the server's outbox worker does on each pass; the worker, or
 * `npm run outbox -- send`, delivers them. Reads DATABASE_URL.
 */
import './cli-env';
import { arg, runCli, withDb } from './cli';
import { printable } from '../lib/forms/export';
import { queueDueReminders } from '../lib/remind/store';

async function main() {
  const cmd = process.argv[2];
  await withDb(async (db) => {
    if (cmd === 'list') {
      const rows = await db
        .selectFrom('reminders')
        // Who asked and in which language, then what ends and when the mail is due; never a token.
        .select(['id', 'email', 'status', 'locale', 'plan'])
        .select(['what', 'end_date', 'lead_days', 'due_at'])
        .orderBy('id')
        .execute();
      if (!rows.length) console.log('No reminders.');
      for (const r of rows)
        console.log(
          printable(
            `#${r.id}  ${r.status.padEnd(10)} ${r.email}  ${r.what} ends ${r.end_date}, ${r.lead_days} days before (due ${r.due_at})  ${r.locale}${r.plan ? `  ${r.plan}` : ''}`,
          ),
        );
    } else if (cmd === 'count') {
      const rows = await db
        .selectFrom('reminders')
        .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
        .groupBy('status')
        .execute();
      const n = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
      console.log(`${n('confirmed')} confirmed, ${n('pending')} pending`);
    } else if (cmd === 'delete') {
      const id = arg('id');
      const email = arg('email');
      if (!id && !email) throw new Error('delete needs --id N or --email ADDRESS');
      let q = db.deleteFrom('reminders');
      q = id ? q.where('id', '=', Number(id)) : q.where('email', '=', email!.trim().toLowerCase());
      const res = await q.executeTakeFirst();
      console.log(`Deleted ${Number(res.numDeletedRows)} reminder(s).`);
    } else if (cmd === 'send-due') {
      const at = arg('now');
      const now = at ? new Date(at) : new Date();
      if (Number.isNaN(now.getTime())) throw new Error('--now must be an ISO time');
      console.log(
        `Queued ${await queueDueReminders(db, now)} reminder mail(s) due by ${now.toISOString()}.`,
      );
    } else {
      console.log(
        'Usage: npm run reminders -- list | count | delete --id N | delete --email A | send-due [--now T]',
      );
      process.exitCode = cmd ? 1 : 0;
    }
  });
}

runCli('reminders', main);
