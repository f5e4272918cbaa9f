/**
 * Storage on each database: contact messages, the outbox, double opt-in and its expiry. Rate
 * limits, form tokens, control characters and pruning: storage-limits.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { storeContactMessage } from '@/lib/forms/contact';
import { confirm, prunePending, subscribe, unsubscribe } from '@/lib/forms/newsletter';
import { deliverDue } from '@/lib/mail/outbox';
import { backoffMs } from '@/lib/mail/outbox-settings';
import type { Sender } from '@/lib/mail/sender';
import { databaseOver, databasesInTmp } from '../support/postgres';
import { message, meta, tokenFrom } from '../support/storage';

/**
 * The same tests against a real SQLite file, the PostgreSQL engine in-process (PGlite), and a real
 * PostgreSQL server (a fresh database on the run's server: tests/support/postgres-global-setup.ts).
 * PGlite runs here only, beside the server: it is the one suite that opens a `pglite:` URL
 * (lib/db/index.ts's in-process engine, with its own Kysely dialect), which the server does not
 * cover; the other storage suites take the same SQL to the real server.
 */
const backends = await databasesInTmp('SQLite file', 'cs-storage-', { pglite: true });

describe.each(backends)('storage on %s', (_name, url) => {
  const live = databaseOver(url);

  it('stores a contact message and a notification that names it without carrying what the visitor wrote', async () => {
    const id = await storeContactMessage(live.db, message, meta);
    const row = await live.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Aisha <script>',
      ip_hash: 'abc123',
      subject: 'plans',
      phone: null,
    });
    expect(row.consent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const mail = await live.db
      .selectFrom('outbox')
      .selectAll()
      .where('ref_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('contact_notification');
    // Issue 20: the subject, the message number and the operator's command, nothing the visitor typed.
    expect(mail.subject).toBe(`[ClearSignal] Contact message #${id}: Plans`);
    expect(mail.text_body).toContain(`npm run inbox -- show ${id}`);
    expect(mail.html_body).toContain(`<code>npm run inbox -- show ${id}</code>`);
    for (const body of [mail.subject, mail.text_body, mail.html_body]) {
      expect(body).not.toContain('Aisha');
      expect(body).not.toContain(message.email);
      expect(body).not.toContain(message.message.slice(0, 20));
    }
  });

  it('delivers the outbox with retries and back-off, losing nothing while the server is down', async () => {
    const start = new Date();
    const down: Sender = { send: async () => Promise.reject(new Error('ECONNREFUSED')) };
    const first = await deliverDue(live.db, down, { now: start });
    expect(first.sent).toBe(0);
    expect(first.failed).toBeGreaterThan(0);
    const failedRow = await live.db
      .selectFrom('outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(failedRow.attempts).toBe(1);
    expect(failedRow.last_error).toBe('ECONNREFUSED');
    expect(Date.parse(failedRow.next_attempt_at) - start.getTime()).toBe(backoffMs(1));

    const delivered: string[] = [];
    const up: Sender = { send: async (m) => void delivered.push(m.to) };
    expect((await deliverDue(live.db, up, { now: start })).sent).toBe(0); // not due yet
    const later = new Date(start.getTime() + backoffMs(1) + 1);
    const second = await deliverDue(live.db, up, { now: later });
    expect(second.sent).toBe(first.failed);
    expect(
      await live.db.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute(),
    ).toEqual([]);
    expect((await deliverDue(live.db, up, { now: later })).sent).toBe(0); // never twice
  });

  it('runs double opt-in: pending, one confirmation per window, single-use confirm, one-click unsubscribe', async () => {
    const now = new Date();
    expect(await subscribe(live.db, ' Reader@Example.com ', now, 'en')).toEqual({ queued: true });
    expect(
      await subscribe(live.db, 'reader@example.com', new Date(now.getTime() + 1000), 'en'),
    ).toEqual({
      queued: false,
    });
    const mails = await live.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'reader@example.com')
      .execute();
    expect(mails).toHaveLength(1);
    const sub = await live.db
      .selectFrom('subscribers')
      .selectAll()
      .where('email', '=', 'reader@example.com')
      .executeTakeFirstOrThrow();
    expect(sub.status).toBe('pending');

    const token = tokenFrom(mails[0].text_body, 'confirm');
    expect(await confirm(live.db, 'forged-token')).toBe('invalid');
    expect(await confirm(live.db, token)).toBe('confirmed');
    expect(await confirm(live.db, token)).toBe('invalid'); // single use
    expect(
      await subscribe(live.db, 'reader@example.com', new Date(now.getTime() + 3600_000), 'en'),
    ).toEqual({
      queued: false,
    });

    const unsub = tokenFrom(mails[0].text_body, 'unsubscribe');
    expect(await unsubscribe(live.db, unsub)).toBe(true);
    expect(await unsubscribe(live.db, unsub)).toBe(true); // idempotent
    expect(await unsubscribe(live.db, 'nope')).toBe(false);
    const after = await live.db
      .selectFrom('subscribers')
      .selectAll()
      .where('email', '=', 'reader@example.com')
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('unsubscribed');
  });

  it('expires confirmation links and deletes pending sign-ups after 7 days', async () => {
    const then = new Date(Date.now() - 8 * 86400_000);
    await subscribe(live.db, 'late@example.com', then, 'en');
    const mail = await live.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'late@example.com')
      .executeTakeFirstOrThrow();
    expect(await confirm(live.db, tokenFrom(mail.text_body, 'confirm'))).toBe('expired');
    expect(await prunePending(live.db)).toBeGreaterThanOrEqual(1);
    expect(
      await live.db
        .selectFrom('subscribers')
        .select('id')
        .where('email', '=', 'late@example.com')
        .execute(),
    ).toEqual([]);
  });
});
