/**
 * The operator's inbox: npm run inbox -- list | show <id> | export --format csv|json | prune [--months N]
 * Reads DATABASE_URL (SQLite file by default, or PostgreSQL).
 */
import { openDb } from '../lib/db';
import { DEFAULT_RETENTION_MONTHS, pruneContactMessages } from '../lib/forms/contact';
import { toCsv } from '../lib/forms/export';

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
];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const [cmd, id] = process.argv
    .slice(2)
    .filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  const db = await openDb();
  try {
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
          `#${r.id}  ${r.received_at}  ${r.source.padEnd(7)} ${r.subject.padEnd(11)} ${r.name} <${r.email}>  ${JSON.stringify(r.message.slice(0, 60))}`,
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
        console.log(`${c.padEnd(12)} ${String(row[c as keyof typeof row] ?? '—')}`);
      console.log(
        `${'notified'.padEnd(12)} ${mail?.sent_at ?? `not yet (${mail?.attempts ?? 0} attempts${mail?.last_error ? `, last error: ${mail.last_error}` : ''})`}`,
      );
      console.log(`\n${row.message}`);
    } else if (cmd === 'export') {
      const rows = await db.selectFrom('contact_messages').selectAll().orderBy('id').execute();
      const format = arg('format') ?? 'csv';
      if (format === 'json') process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
      else if (format === 'csv') process.stdout.write(toCsv(rows, COLUMNS));
      else throw new Error('--format must be csv or json');
    } else if (cmd === 'prune') {
      const months = Number(
        arg('months') ?? process.env.CONTACT_RETENTION_MONTHS ?? DEFAULT_RETENTION_MONTHS,
      );
      const n = await pruneContactMessages(db, months);
      console.log(`Deleted ${n} message(s) older than ${months} months.`);
    } else {
      console.log(
        'Usage: npm run inbox -- list [--limit N] | show <id> | export --format csv|json | prune [--months N]',
      );
      process.exitCode = cmd ? 1 : 0;
    }
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(`inbox: ${(err as Error).message}`);
  process.exit(1);
});
