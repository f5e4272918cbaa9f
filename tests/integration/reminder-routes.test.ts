/**
 * The reminder's two route handlers (issue 54) over SQLite and PostgreSQL: the confirm page's
 * button confirms only by its POST from the site (a cross-site post is refused), and the mailed
 * delete link works as RFC 8058 one-click (a mail provider's POST with no Origin, the token in the
 * URL, answered with JSON) and as the delete page's button (answered with the page, in its
 * language): either way the reminder is gone and nothing is mailed for it any more.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db';
import type { Reminder } from '@/lib/remind/request';
import { createReminder, queueDueReminders } from '@/lib/remind/store';
import { post } from '../support/form-routes';
import { databasesInTmp } from '../support/postgres';

process.env.OUTBOX_WORKER = 'off';

const holder = globalThis as unknown as { clearsignalDb?: Promise<Db> };
// PGlite only without a PostgreSQL server (TEST_POSTGRES=off): the same SQL goes to the real server,
// and the `pglite:` engine itself is storage.test.ts's (its first open is about 10 s a file).
const backends = await databasesInTmp('SQLite file', 'cs-reminder-routes-', {
  pglite: 'without-server',
});

const NOW = new Date();
const reminder: Reminder = {
  what: 'contract',
  end: '2099-01-31',
  remindOn: '2099-01-01',
  lead: 30,
  plan: null,
};
const SITE = { origin: 'http://localhost:3000' };

const tokenIn = (text: string, path: string) =>
  decodeURIComponent(new RegExp(`${path}\\?token=([^\\s\\u2069]+)`).exec(text)![1]);

describe.each(backends)('reminder routes on %s', (_name, url) => {
  let db: Db;
  let routes: Record<'confirm' | 'remove', (req: Request) => Promise<Response>>;
  beforeAll(async () => {
    db = await openDb(url);
    holder.clearsignalDb = Promise.resolve(db);
    routes = {
      confirm: (await import('@/app/api/remind/confirm/route')).POST,
      remove: (await import('@/app/api/remind/delete/route')).POST,
    };
  }, 60_000);
  afterAll(async () => {
    holder.clearsignalDb = undefined;
    await db.destroy();
  });
  beforeEach(async () => {
    await db.deleteFrom('outbox').execute();
    await db.deleteFrom('reminders').execute();
  });

  /** A reminder asked for in `locale`: its mailed confirm and delete tokens. */
  async function asked(email: string, locale: 'en' | 'ar') {
    await createReminder(db, email, reminder, locale, NOW);
    const mail = await db
      .selectFrom('outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return {
      confirm: tokenIn(mail.text_body, '/remind/confirm'),
      remove: tokenIn(mail.text_body, '/remind/delete'),
    };
  }
  const status = async (email: string) =>
    (
      await db
        .selectFrom('reminders')
        .select('status')
        .where('email', '=', email)
        .executeTakeFirst()
    )?.status;

  it('confirms only by the button’s POST from the site, answering the page in its language', async () => {
    const t = await asked('a@example.com', 'ar');
    const crossSite = await routes.confirm(
      post('/api/remind/confirm', new URLSearchParams({ token: t.confirm, locale: 'ar' }), {
        origin: 'https://evil.example',
      }),
    );
    expect(crossSite.status).toBe(403);
    expect(await status('a@example.com')).toBe('pending');
    const ok = await routes.confirm(
      post('/api/remind/confirm', new URLSearchParams({ token: t.confirm, locale: 'ar' }), SITE),
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/ar/remind/confirm?result=confirmed');
    expect(await status('a@example.com')).toBe('confirmed');
  });

  it('deletes by RFC 8058 one-click (no Origin, token in the URL); the reminder is never mailed', async () => {
    const t = await asked('b@example.com', 'en');
    await routes.confirm(
      post('/api/remind/confirm', new URLSearchParams({ token: t.confirm }), SITE),
    );
    const oneClick = () =>
      routes.remove(
        post(
          `/api/remind/delete?token=${encodeURIComponent(t.remove)}`,
          new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
          { accept: '*/*' },
        ),
      );
    const first = await oneClick();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true });
    expect(await status('b@example.com')).toBeUndefined();
    const again = await oneClick();
    expect(again.status).toBe(404);
    expect(await queueDueReminders(db, new Date('2100-01-01T00:00:00Z'))).toBe(0);
  });

  it("deletes by the delete page's button, pending or confirmed, answering the page in its language", async () => {
    const t = await asked('c@example.com', 'ar');
    const button = await routes.remove(
      post('/api/remind/delete', new URLSearchParams({ token: t.remove, locale: 'ar' }), {
        ...SITE,
        accept: 'text/html',
      }),
    );
    expect(button.status).toBe(303);
    expect(button.headers.get('location')).toBe('/ar/remind/delete?result=done');
    expect(await status('c@example.com')).toBeUndefined();
    const stale = await routes.remove(
      post('/api/remind/delete', new URLSearchParams({ token: t.remove }), {
        ...SITE,
        accept: 'text/html',
      }),
    );
    expect(stale.headers.get('location')).toBe('/remind/delete?result=invalid');
  });
});
