/**
 * E-mail reminders (issue 54) on SQLite and PostgreSQL: double opt-in, a due reminder mailed
 * exactly once by two instances racing (queued once, delivered once through the leased outbox),
 * unconfirmed ones never mailed and deleted on time, deletion by the mailed link, at most
 * MAX_REMINDERS_PER_ADDRESS per address, and the pipeline's Server Action storing a post.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pruneExpired } from '@/lib/forms/prune';
import { runFormPost } from '@/lib/forms/action';
import { deliverDue } from '@/lib/mail/outbox';
import { REMINDER_FORM } from '@/lib/remind/form';
import type { Reminder } from '@/lib/remind/request';
import {
  confirmReminder,
  createReminder,
  deleteReminder,
  MAX_REMINDERS_PER_ADDRESS,
  queueDueReminders,
} from '@/lib/remind/store';
import { databaseOver, databasesInTmp } from '../support/postgres';
import { recorder, unlimited } from '../support/newsletter-send';
import type { Db } from '@/lib/db';

process.env.OUTBOX_WORKER = 'off';
afterEach(() => vi.unstubAllEnvs());

/** The form pipeline's getDb() reads the database from this global (as tests/support/form-routes.ts). */
const holder = globalThis as unknown as { clearsignalDb?: Promise<Db> };

// PGlite only without a PostgreSQL server (TEST_POSTGRES=off): the same SQL goes to the real server,
// and the `pglite:` engine itself is storage.test.ts's (its first open is about 10 s a file).
const backends = await databasesInTmp('SQLite file', 'cs-reminders-', {
  pglite: 'without-server',
});

const NOW = new Date('2026-11-29T08:00:00Z');
const reminder: Reminder = {
  what: 'contract',
  end: '2027-01-31',
  remindOn: '2027-01-01',
  lead: 30,
  plan: 'elife-ultra-starter-24-months',
};
/** 09:00 UAE time on the reminder day, and a minute before it. */
const DUE = new Date('2027-01-01T05:00:00Z');
const BEFORE = new Date(DUE.getTime() - 60_000);

const tokenIn = (text: string, path: string) =>
  decodeURIComponent(new RegExp(`${path}\\?token=([^\\s\\u2069]+)`).exec(text)![1]);

async function outbox(db: Db) {
  return db.selectFrom('outbox').selectAll().orderBy('id').execute();
}

/** A reminder asked for and confirmed by the link in its confirmation mail; its delete token. */
async function confirmed(db: Db, email: string, r = reminder) {
  await createReminder(db, email, r, 'en', NOW);
  const mail = (await outbox(db)).at(-1)!;
  expect(await confirmReminder(db, tokenIn(mail.text_body, '/remind/confirm'), NOW)).toBe(
    'confirmed',
  );
  return tokenIn(mail.text_body, '/remind/delete');
}

describe.each(backends)('reminders on %s', (_name, url) => {
  const live = databaseOver(url);
  beforeAll(() => {
    holder.clearsignalDb = Promise.resolve(live.db);
  });
  afterAll(() => {
    holder.clearsignalDb = undefined;
  });
  beforeEach(async () => {
    for (const t of ['outbox', 'reminders', 'rate_limit_hits', 'used_form_tokens'] as const)
      await live.db.deleteFrom(t).execute();
  });

  it('mails a confirmation first, with the delete link and one-click headers; nothing is sent unconfirmed', async () => {
    expect(await createReminder(live.db, ' Visitor@Example.com ', reminder, 'en', NOW)).toEqual({
      queued: true,
    });
    const [mail] = await outbox(live.db);
    expect(mail.kind).toBe('reminder_confirmation');
    expect(mail.to_address).toBe('visitor@example.com');
    expect(mail.text_body).toMatch(/\/remind\/confirm\?token=/);
    expect(mail.text_body).toMatch(/\/remind\/delete\?token=/);
    const headers = JSON.parse(mail.headers!);
    expect(headers['List-Unsubscribe']).toMatch(/\/api\/remind\/delete\?token=/);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Long past its day, an unconfirmed reminder queues nothing.
    expect(await queueDueReminders(live.db, new Date('2027-02-01T00:00:00Z'))).toBe(0);
    const [row] = await live.db.selectFrom('reminders').selectAll().execute();
    expect(row).toMatchObject({
      status: 'pending',
      end_date: '2027-01-31',
      lead_days: 30,
      due_at: DUE.toISOString(),
      plan: 'elife-ultra-starter-24-months',
      locale: 'en',
    });
  });

  it('mails a due reminder exactly once when two instances race, and deletes it', async () => {
    await confirmed(live.db, 'a@example.com');
    await live.db.deleteFrom('outbox').execute();
    expect(await queueDueReminders(live.db, BEFORE)).toBe(0);
    const queued = await Promise.all([
      queueDueReminders(live.db, DUE),
      queueDueReminders(live.db, DUE),
    ]);
    expect(queued[0] + queued[1]).toBe(1);
    expect(await live.db.selectFrom('reminders').selectAll().execute()).toEqual([]);
    // Its reminder is gone: no one-click headers and no delete link point to it (editor, item 8).
    const [row] = await outbox(live.db);
    expect(row.headers).toBeNull();
    expect(row.text_body).not.toContain('/remind/delete');
    const a = recorder();
    const b = recorder();
    await Promise.all([
      deliverDue(live.db, a, { ...unlimited, instance: 'A', now: DUE }),
      deliverDue(live.db, b, { ...unlimited, instance: 'B', now: DUE }),
    ]);
    const mails = [...a.mails, ...b.mails];
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe('a@example.com');
    expect(mails[0].subject).toMatch(
      /^Reminder: eLife Ultra Starter.* – the contract's minimum term ends$/,
    );
    expect(mails[0].text).toContain('The minimum term of your contract ends on 31 January 2027.');
    expect(mails[0].text).toContain("costs at most one month's rental");
    expect(mails[0].text).toMatch(/\/plans\/compare\?o=elife-ultra-starter-24-months/);
    // Later passes send nothing more.
    expect(await queueDueReminders(live.db, new Date('2027-02-01T00:00:00Z'))).toBe(0);
  });

  it("sends a reminder queued by a clock moved forward (send-due --now) on the outbox's next pass", async () => {
    await confirmed(live.db, 'forward@example.com');
    await live.db.deleteFrom('outbox').execute();
    expect(await queueDueReminders(live.db, new Date('2099-01-01T00:00:00Z'))).toBe(1);
    const sender = recorder();
    await deliverDue(live.db, sender, unlimited);
    expect(sender.mails.map((m) => m.to)).toEqual(['forward@example.com']);
  });

  it('deletes a reminder by its mailed link', async () => {
    const token = await confirmed(live.db, 'b@example.com');
    expect(await deleteReminder(live.db, token)).toBe(true);
    expect(await deleteReminder(live.db, token)).toBe(false);
    expect(await live.db.selectFrom('reminders').selectAll().execute()).toEqual([]);
    expect(await queueDueReminders(live.db, DUE)).toBe(0);
  });

  it('deletes an unconfirmed reminder 7 days after it was asked for, as the newsletter does', async () => {
    await createReminder(live.db, 'c@example.com', reminder, 'ar', NOW);
    await confirmed(live.db, 'd@example.com');
    const day = 86400_000;
    expect(
      (await pruneExpired(live.db, { now: new Date(NOW.getTime() + 7 * day - 1) }))
        .pendingReminders,
    ).toBe(0);
    expect(
      (await pruneExpired(live.db, { now: new Date(NOW.getTime() + 7 * day + 1) }))
        .pendingReminders,
    ).toBe(1);
    const left = await live.db.selectFrom('reminders').select(['email', 'status']).execute();
    expect(left).toEqual([{ email: 'd@example.com', status: 'confirmed' }]);
  });

  it(`keeps at most ${MAX_REMINDERS_PER_ADDRESS} reminders per address, answering the same`, async () => {
    for (let i = 0; i < MAX_REMINDERS_PER_ADDRESS; i++)
      expect((await createReminder(live.db, 'e@example.com', reminder, 'en', NOW)).queued).toBe(
        true,
      );
    expect((await createReminder(live.db, 'E@example.com', reminder, 'en', NOW)).queued).toBe(
      false,
    );
    expect(await outbox(live.db)).toHaveLength(MAX_REMINDERS_PER_ADDRESS);
  });

  it('stores a post of the e-mail form through the one form pipeline, and refuses a past reminder day', async () => {
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries({ locale: 'ar', ...fields })) f.set(k, v);
      return f;
    };
    const sender = { ip: '192.0.2.7', userAgent: 'test' };
    // A mail transport is configured: the usual thank-you page (without one: ./reminders-queued.test.ts).
    vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:2525');
    const ok = await runFormPost(
      REMINDER_FORM,
      form({
        what: 'promotion',
        startDate: '2027-06-01',
        months: '3',
        lead: '7',
        email: 'f@example.com',
        consent: 'on',
      }),
      sender,
    );
    expect(ok).toEqual({ redirect: '/ar/remind/thank-you' });
    const [row] = await live.db.selectFrom('reminders').selectAll().execute();
    expect(row).toMatchObject({
      what: 'promotion',
      end_date: '2027-09-01',
      lead_days: 7,
      locale: 'ar',
    });
    const [mail] = await outbox(live.db);
    expect(mail.subject).toContain('أكّد طلب التذكير');
    expect(mail.text_body).toMatch(/\/ar\/remind\/confirm\?token=/);
    const in20Days = new Date(Date.now() + 20 * 86400_000).toISOString().slice(0, 10);
    const late = await runFormPost(
      REMINDER_FORM,
      form({
        what: 'contract',
        endDate: in20Days,
        lead: '60',
        email: 'g@example.com',
        consent: 'on',
      }),
      { ...sender, ip: '192.0.2.8' },
    );
    expect(late).toMatchObject({
      state: { errors: { lead: expect.stringContaining('موعد التذكير') } },
    });
    const noConsent = await runFormPost(
      REMINDER_FORM,
      form({ what: 'contract', endDate: '2027-06-30', email: 'h@example.com' }),
      { ...sender, ip: '192.0.2.9' },
    );
    expect(noConsent).toMatchObject({ state: { errors: { consent: expect.any(String) } } });
    expect(await live.db.selectFrom('reminders').selectAll().execute()).toHaveLength(1);
  });
});
