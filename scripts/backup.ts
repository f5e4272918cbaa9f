/**
 * Database backups (lib/db/backup.ts), for the DATABASE_URL the site uses:
 *   npm run backup -- <file>     a consistent backup while the site runs (SQLite: online backup API;
 *                                PostgreSQL: pg_dump custom format)
 *   npm run restore -- <file>    into a NEW database named by DATABASE_URL (a SQLite file that does
 *                                not exist, or an empty PostgreSQL database), never over live data
 */
import { backup, restore } from '../lib/db/backup';
import { env } from '../lib/server/env.mjs';

const [command, file] = process.argv.slice(2);
if (!['backup', 'restore'].includes(command ?? '') || !file) {
  console.error('usage: npm run backup -- <file> | npm run restore -- <file>');
  process.exit(2);
}
async function main() {
  const url = env().DATABASE_URL;
  try {
    if (command === 'backup') {
      const { kind, bytes } = await backup(url, file);
      console.log(`backup: ${kind} database written to ${file} (${bytes} bytes)`);
    } else {
      const kind = await restore(url, file);
      console.log(`restore: ${file} restored into the ${kind} database of DATABASE_URL`);
    }
  } catch (err) {
    console.error(`${command} failed: ${(err as Error).message}`);
    process.exit(1);
  }
}
void main();
