/**
 * Brings the schema of DATABASE_URL up to date and exits (deploy/systemd/clearsignal-migrate.service
 * runs it before the instances start): npm run migrate
 */
import { openDb } from '../lib/db';

async function main() {
  const db = await openDb(); // migrates to the latest version
  await db.destroy();
  console.log('migrate: the database schema is up to date');
}
void main();
