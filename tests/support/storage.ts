/**
 * The storage tests' shared parts (storage.test.ts, storage-limits.test.ts): a visitor's request
 * details, a contact message, the link tokens in a mail, and the database of a describe block.
 */
import { afterAll, beforeAll } from 'vitest';
import { openDb, type Db } from '@/lib/db';

export const meta = { ipHash: 'abc123', userAgent: 'vitest' };
/** A contact message whose name carries markup. */
export const message = {
  source: 'contact' as const,
  name: 'Aisha <script>',
  email: 'aisha@example.com',
  phone: null,
  subject: 'plans',
  message: 'I would like to know how to compare fiber offers for a new flat in Sharjah.',
  locale: 'en' as const,
};

/** The token of a /newsletter/<route>?token=… link in a mail's text. */
export function tokenFrom(text: string, route: string): string {
  const m = text.match(new RegExp(`/newsletter/${route}\\?token=([\\w%-]+)`));
  if (!m) throw new Error(`no ${route} link in mail`);
  return decodeURIComponent(m[1]);
}

/** The database at `url`, opened for a describe block and closed after it. */
export function storageDb(url: string): () => Db {
  let db: Db;
  beforeAll(async () => {
    db = await openDb(url);
  }, 180_000); // PGlite's first open takes ~10 s, far more on a loaded machine
  afterAll(async () => db?.destroy());
  return () => db;
}
