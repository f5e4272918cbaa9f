/**
 * Database backups (lib/db/backup.ts), for the DATABASE_URL the site uses:
 *   npm run backup -- <file>     a consistent backup while the site runs (SQLite: online backup API;
 *                                PostgreSQL: pg_dump custom format). When <file> is a dated backup
 *                                (clearsignal-<UTC time>.backup, as the systemd timer writes), the
 *                                dated backups in its folder older than BACKUP_RETENTION_DAYS
 *                                (default: lib/db/retention.ts) are deleted after it is written.
 *   npm run backup -- prune <dir>  only that deletion
 *   npm run restore -- <file>    into a NEW database named by DATABASE_URL (a SQLite file that does
 *                                not exist, or an empty PostgreSQL database), never over live data
 */
import path from 'node:path';
import { backup, backupTime, pruneBackups, restore } from '../lib/db/backup';
import { retentionInForce } from '../lib/db/retention';
import { env } from '../lib/server/env.mjs';

const [command, ...rest] = process.argv.slice(2);
const commands = ['backup', 'restore', 'prune'];
const file = command === 'backup' && rest[0] === 'prune' ? rest[1] : rest[0];
const action = command === 'backup' && rest[0] === 'prune' ? 'prune' : command;
if (!commands.includes(action ?? '') || !file) {
  console.error(
    'usage: npm run backup -- <file> | npm run backup -- prune <dir> | npm run restore -- <file>',
  );
  process.exit(2);
}

function prune(dir: string) {
  const days = retentionInForce().backupDays;
  const deleted = pruneBackups(dir, days);
  console.log(
    `backup: ${deleted.length} dated backup(s) older than ${days} days deleted from ${dir}${deleted.length ? `: ${deleted.join(', ')}` : ''}`,
  );
}

async function main() {
  const url = env().DATABASE_URL;
  try {
    if (action === 'backup') {
      const { kind, bytes } = await backup(url, file);
      console.log(`backup: ${kind} database written to ${file} (${bytes} bytes)`);
      if (backupTime(path.basename(file))) prune(path.dirname(path.resolve(file)));
    } else if (action === 'prune') {
      prune(path.resolve(file));
    } else {
      const kind = await restore(url, file);
      console.log(`restore: ${file} restored into the ${kind} database of DATABASE_URL`);
    }
  } catch (err) {
    console.error(`${action} failed: ${(err as Error).message}`);
    process.exit(1);
  }
}
void main();
