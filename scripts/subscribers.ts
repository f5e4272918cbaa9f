/**
 * Newsletter subscribers: npm run subscribers -- list [--status confirmed|pending|unsubscribed] | export --format csv
 * `export` writes confirmed subscribers only (the people who may be mailed), each with their own
 * unsubscribe links, so a copy mailed from another tool still lets every reader leave in one
 * click (the privacy policy states the operator's duty to delete such copies). Reads DATABASE_URL.
 */
import './cli-env';
import { arg, runCli, withDb } from './cli';
import { printable, toCsv } from '../lib/forms/export';
import { oneClickUnsubscribeUrl, unsubscribeUrl } from '../lib/forms/newsletter';

/** The export's columns: the unsubscribe page (the visible link) and the RFC 8058 one-click URL (List-Unsubscribe). */
const EXPORT_COLUMNS = [
  'email',
  'consent_at',
  'confirmed_at',
  'locale',
  'unsubscribe_url',
  'one_click_unsubscribe_url',
];

async function main() {
  const cmd = process.argv[2];
  await withDb(async (db) => {
    if (cmd === 'list') {
      let q = db
        .selectFrom('subscribers')
        .select([
          'id',
          'email',
          'status',
          'locale',
          'consent_at',
          'confirmed_at',
          'unsubscribed_at',
        ])
        .orderBy('id');
      const status = arg('status');
      if (status) q = q.where('status', '=', status as 'confirmed');
      const rows = await q.execute();
      if (!rows.length) console.log('No subscribers.');
      for (const r of rows)
        console.log(
          printable(
            `#${r.id}  ${r.status.padEnd(12)} ${r.email}  ${r.locale}  consent ${r.consent_at}${r.confirmed_at ? `  confirmed ${r.confirmed_at}` : ''}`,
          ),
        );
    } else if (cmd === 'export') {
      if ((arg('format') ?? 'csv') !== 'csv') throw new Error('--format must be csv');
      const rows = await db
        .selectFrom('subscribers')
        .select(['email', 'consent_at', 'confirmed_at', 'locale', 'unsubscribe_token'])
        .where('status', '=', 'confirmed')
        .orderBy('id')
        .execute();
      process.stdout.write(
        toCsv(
          rows.map(({ unsubscribe_token, ...r }) => ({
            ...r,
            // The unsubscribe page in the language they signed up in.
            unsubscribe_url: unsubscribeUrl(unsubscribe_token, r.locale),
            one_click_unsubscribe_url: oneClickUnsubscribeUrl(unsubscribe_token),
          })),
          EXPORT_COLUMNS,
        ),
      );
    } else {
      console.log('Usage: npm run subscribers -- list [--status S] | export --format csv');
      process.exitCode = cmd ? 1 : 0;
    }
  });
}

runCli('subscribers', main);
