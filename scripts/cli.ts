/**
 * What the operator CLIs (inbox, subscribers, newsletter) share: reading an option, using the
 * database, and ending on an error with the tool's name and exit code 1.
 */
import './cli-env';
import { openDb, type Db } from '../lib/db';

/** The value after `--name` on the command line. */
export function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** `task` with the database open (DATABASE_URL), closed after whatever happens. */
export async function withDb<T>(task: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb();
  try {
    return await task(db);
  } finally {
    await db.destroy();
  }
}

/** Runs a CLI's `main`: an error is printed as `<tool>: <message>` and the process exits 1. */
export function runCli(tool: string, main: () => Promise<void>): void {
  main().catch((err) => {
    console.error(`${tool}: ${(err as Error).message}`);
    process.exit(1);
  });
}
