import Database from 'better-sqlite3';

/** One row the site's server stored, read from its SQLite file (E2E_DATABASE_URL), read-only. */
export function stored<T>(sql: string, ...values: unknown[]): T | undefined {
  const db = new Database(process.env.E2E_DATABASE_URL!.replace(/^file:/, ''), { readonly: true });
  try {
    return db.prepare(sql).get(...values) as T | undefined;
  } finally {
    db.close();
  }
}

/**
 * The mails the site queued for `address` (its outbox rows) and how many of them are not sent
 * yet. Queued and none unsent: the outbox has nothing more to send there (a sent row is never
 * sent again), so the sink's count is final without waiting on the outbox's passes.
 */
export function outboxTo(address: string) {
  return stored<{ queued: number; unsent: number }>(
    'select count(*) as queued, count(*) - count(sent_at) as unsent from outbox where to_address = ?',
    address,
  );
}
