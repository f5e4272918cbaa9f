/**
 * Storage on each database: rate limits in a sliding window, form tokens, control characters,
 * confirmation GETs and pruning by the retention periods. Messages, outbox and opt-in:
 * storage.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { pruneContactMessages, storeContactMessage } from '@/lib/forms/contact';
import { tokenUsed, spendToken } from '@/lib/forms/guard';
import { checkConfirmToken, confirm, subscribe, unsubscribe } from '@/lib/forms/newsletter';
import { pruneExpired } from '@/lib/forms/prune';
import { consume } from '@/lib/forms/rate-limit';
import { retention } from '@/lib/db/retention';
import { databaseOver, databasesInTmp } from '../support/postgres';
import { message, meta, tokenFrom } from '../support/storage';

/**
 * The same tests against a real SQLite file and a real PostgreSQL server (a fresh database on the
 * run's server: tests/support/postgres-global-setup.ts); PGlite only without one (storage.test.ts
 * covers the `pglite:` URL itself).
 */
const backends = await databasesInTmp('SQLite file', 'cs-storage-limits-', {
  pglite: 'without-server',
});

describe.each(backends)('storage limits on %s', (_name, url) => {
  const live = databaseOver(url);

  it('limits per key in a sliding window, then says how long to wait', async () => {
    const limit = { points: 3, windowMs: 60_000 };
    const t = 1_800_000_000_000;
    for (let i = 0; i < 3; i++)
      expect((await consume(live.db, 'contact:ip1', limit, t)).allowed).toBe(true);
    const denied = await consume(live.db, 'contact:ip1', limit, t + 30_000);
    expect(denied).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await consume(live.db, 'contact:ip2', limit, t)).allowed).toBe(true);
    expect((await consume(live.db, 'contact:ip1', limit, t + 60_000)).allowed).toBe(true);
  });

  it('never lets more than the limit into ANY window, across what a fixed window calls a boundary (defect 5)', async () => {
    const limit = { points: 5, windowMs: 600_000 };
    const key = 'contact:boundary';
    // The probe's pattern: five posts just before a fixed window's end, five just after it.
    const boundary = 1_800_000_600_000; // a multiple of 600 s
    const times = [
      ...Array.from({ length: 5 }, (_, i) => boundary - 5_000 + i * 1000),
      ...Array.from({ length: 5 }, (_, i) => boundary + 1000 + i * 1000),
    ];
    const allowedAt: number[] = [];
    for (const at of times)
      if ((await consume(live.db, key, limit, at)).allowed) allowedAt.push(at);
    expect(allowedAt).toHaveLength(5);
    // Weighted posts (no timing token) count double; the window frees as the oldest hits age out.
    const later = boundary - 5_000 + 600_000;
    const weighted = await consume(live.db, key, limit, later + 1000, 2);
    expect(weighted.allowed).toBe(true); // the first two hits have left the window
    const next = await consume(live.db, key, limit, later + 1500, 2);
    expect(next).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });

  it('serialises concurrent posts of one visitor: never more than the limit', async () => {
    const limit = { points: 4, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => consume(live.db, 'contact:race', limit)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(4);
  });

  it('records a form token as used once', async () => {
    const token = `${Date.now()}.abc`;
    expect(await tokenUsed(live.db, token)).toBe(false);
    expect(await spendToken(live.db, token, Date.now())).toBe(true);
    expect(await tokenUsed(live.db, token)).toBe(true);
    expect(await spendToken(live.db, token, Date.now())).toBe(false);
  });

  it('stores no control characters: a NUL byte is refused by the schema before any database sees it (defects 2, 3)', async () => {
    const { contactSchema } = await import('@/lib/forms/validation/contact');
    const parsed = contactSchema.safeParse({
      name: 'Nul\u0000Byte',
      email: 'n@example.com',
      phone: '',
      subject: 'general',
      message: 'x'.repeat(60),
      consent: true,
    });
    expect(parsed.success).toBe(false);
    // What the schema lets through (NFC, newlines in the message) is stored and read back unchanged.
    const ok = contactSchema.parse({
      name: 'Zoe\u0301',
      email: 'n@example.com',
      phone: '',
      subject: 'general',
      message: `${'é'.repeat(30)}\r\n${'ü'.repeat(30)}`,
      consent: true,
    });
    const id = await storeContactMessage(
      live.db,
      { source: 'contact', ...ok, phone: null, locale: 'en' },
      meta,
    );
    const row = await live.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Zoé');
    expect(row.message).toBe(`${'é'.repeat(30)}\n${'ü'.repeat(30)}`);
  });

  it('a GET of the confirmation link checks the token and changes nothing (defect 1)', async () => {
    await subscribe(live.db, 'scanner@example.com', undefined, 'en');
    const mail = await live.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'scanner@example.com')
      .executeTakeFirstOrThrow();
    const token = tokenFrom(mail.text_body, 'confirm');
    expect(await checkConfirmToken(live.db, token)).toBe('pending');
    expect(await checkConfirmToken(live.db, token)).toBe('pending');
    expect(await checkConfirmToken(live.db, 'forged')).toBe('invalid');
    expect(JSON.parse(mail.headers!)).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await confirm(live.db, token)).toBe('confirmed');
    expect(await checkConfirmToken(live.db, token)).toBe('invalid');
  });

  it('prunes contact messages older than the retention period', async () => {
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 25);
    await storeContactMessage(live.db, { ...message, name: 'Old' }, { ...meta, now: old });
    expect(await pruneContactMessages(live.db, 24)).toBe(1);
    expect(
      await live.db.selectFrom('contact_messages').select('id').where('name', '=', 'Old').execute(),
    ).toEqual([]);
  });

  it('prunes everything past the periods of lib/db/retention.ts, and only that (issue 11, defect 9)', async () => {
    const now = new Date();
    const day = 86400_000;
    const ago = (days: number) => new Date(now.getTime() - days * day);
    const monthsAgo = (m: number) => {
      const d = new Date(now);
      d.setUTCMonth(d.getUTCMonth() - m);
      return d;
    };
    // Contact messages: one just past the retention period, one just inside.
    await storeContactMessage(
      live.db,
      { ...message, name: 'Expired' },
      { ...meta, now: monthsAgo(retention.contactMessagesMonths + 1) },
    );
    await storeContactMessage(
      live.db,
      { ...message, name: 'Kept' },
      { ...meta, now: monthsAgo(retention.contactMessagesMonths - 1) },
    );
    // Sign-ups: pending past and within the period; unsubscribed past and within theirs.
    await subscribe(live.db, 'pending-old@example.com', ago(retention.pendingSignupDays + 1), 'en');
    await subscribe(live.db, 'pending-new@example.com', ago(retention.pendingSignupDays - 1), 'en');
    for (const [email, days] of [
      ['unsub-old@example.com', retention.unsubscribedDays + 1],
      ['unsub-new@example.com', retention.unsubscribedDays - 1],
    ] as const) {
      await subscribe(live.db, email, ago(days + 1), 'en');
      const { unsubscribe_token } = await live.db
        .selectFrom('subscribers')
        .select('unsubscribe_token')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      await unsubscribe(live.db, unsubscribe_token, ago(days));
    }
    // Delivered mails past and within their period, and one never delivered.
    const outboxIds = await live.db.selectFrom('outbox').select('id').orderBy('id').execute();
    await live.db.updateTable('outbox').set({ sent_at: null }).execute();
    const [a, b] = outboxIds.slice(-2);
    await live.db
      .updateTable('outbox')
      .set({ sent_at: ago(retention.deliveredOutboxDays + 1).toISOString() })
      .where('id', '=', a.id)
      .execute();
    await live.db
      .updateTable('outbox')
      .set({ sent_at: ago(retention.deliveredOutboxDays - 1).toISOString() })
      .where('id', '=', b.id)
      .execute();
    const oldToken = `${now.getTime() - 2 * day}.x`;
    await spendToken(live.db, oldToken, now.getTime() - 2 * day);

    const counts = await pruneExpired(live.db, { now });
    expect(counts).toMatchObject({
      contactMessages: 1,
      unsubscribed: 1,
      deliveredMail: 1,
      usedTokens: 1,
    });
    expect(counts.pendingSignups).toBeGreaterThanOrEqual(1);
    const names = (await live.db.selectFrom('contact_messages').select('name').execute()).map(
      (r) => r.name,
    );
    expect(names).toContain('Kept');
    expect(names).not.toContain('Expired');
    const emails = (await live.db.selectFrom('subscribers').select('email').execute()).map(
      (r) => r.email,
    );
    expect(emails).toEqual(
      expect.arrayContaining(['pending-new@example.com', 'unsub-new@example.com']),
    );
    expect(emails).not.toContain('pending-old@example.com');
    expect(emails).not.toContain('unsub-old@example.com');
    const left = (await live.db.selectFrom('outbox').select('id').execute()).map((r) => r.id);
    expect(left).not.toContain(a.id);
    expect(left).toContain(b.id);
    expect(await tokenUsed(live.db, oldToken)).toBe(false);
    // A second pass finds nothing more.
    expect(await pruneExpired(live.db, { now })).toMatchObject({
      contactMessages: 0,
      unsubscribed: 0,
      deliveredMail: 0,
    });
  });
});
