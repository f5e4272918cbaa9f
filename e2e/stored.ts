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
