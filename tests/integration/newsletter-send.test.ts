/**
 * The newsletter send on each database: one mail per confirmed subscriber with its own
 * unsubscribe link, at most once per issue, none after an unsubscribe, back-off while the mail
 * server is down, and giving up after the stated period. Several instances: newsletter-instances.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { unsubscribe } from '@/lib/forms/newsletter';
import { deliverDue, pruneUndeliverable } from '@/lib/mail/outbox';
import { backoffMs } from '@/lib/mail/outbox-settings';
import { issueStatus, queueIssue, type QueueableIssue } from '@/lib/newsletter/send';
import { retention, undeliveredOutboxDays } from '@/lib/db/retention';
import { databasesInTmp } from '../support/postgres';
import {
  addConfirmed,
  issue,
  recorder,
  sendDatabaseOver,
  unlimited,
} from '../support/newsletter-send';

const backends = await databasesInTmp('SQLite file', 'cs-newsletter-', {
  pglite: 'without-server',
});

describe.each(backends)('newsletter sending on %s', (_name, url) => {
  const live = sendDatabaseOver(url);

  it('queues one mail per confirmed subscriber, each with their own unsubscribe link and RFC 8058 headers, and no tracking', async () => {
    await addConfirmed(live.db, ['a@example.com', 'b@example.com']);
    await live.db
      .insertInto('subscribers')
      .values({
        email: 'pending@example.com',
        status: 'pending',
        consent_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
        unsubscribe_token: 'tok-pending',
      })
      .execute();
    expect(await queueIssue(live.db, issue())).toEqual({
      queued: 2,
      alreadyQueued: 0,
      confirmed: 2,
    });
    const sender = recorder();
    expect(await deliverDue(live.db, sender, unlimited)).toMatchObject({ sent: 2, failed: 0 });
    expect(sender.mails.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    const a = sender.mails.find((m) => m.to === 'a@example.com')!;
    expect(a.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=tok-a%40example\.com>, <mailto:[^>]+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // A visible unsubscribe link of this subscriber in both parts, and b's token nowhere.
    expect(a.html).toMatch(
      /<a href="[^"]+\/newsletter\/unsubscribe\?token=tok-a%40example\.com">Unsubscribe with one click<\/a>/,
    );
    expect(a.text).toMatch(
      /Unsubscribe with one click: \S+\/newsletter\/unsubscribe\?token=tok-a%40example\.com/,
    );
    expect(a.html + a.text).not.toContain('tok-b');
    // Links exactly as written (made absolute), no tracking parameters, no images at all.
    expect(a.html).toContain('href="https://clearsignal.test/guides/roaming-without-bill-shock"');
    expect(a.text).toContain(
      'the roaming guide (https://clearsignal.test/guides/roaming-without-bill-shock)',
    );
    expect(a.html).not.toMatch(/<img|utm_|[?&]ref=/i);
    const status = await issueStatus(live.db, '2026-11-24-first');
    expect(status).toMatchObject({ queued: 2, sent: 2, waiting: 0, retrying: 0, notYetQueued: 0 });
  });

  it('sends an issue to a subscriber at most once: a second send, or one after a crash, queues only who is missing', async () => {
    await addConfirmed(live.db, ['a@example.com', 'b@example.com']);
    await queueIssue(live.db, issue());
    // A crash halfway through a second send (here: rendering fails at the new subscriber's mail):
    // its one transaction rolls back, so nothing of it stays queued.
    await addConfirmed(live.db, ['c@example.com']);
    const crashing: QueueableIssue = {
      ...issue(),
      mailFor: () => {
        throw new Error('crash');
      },
    };
    await expect(queueIssue(live.db, crashing)).rejects.toThrow('crash');
    expect(await issueStatus(live.db, '2026-11-24-first')).toMatchObject({
      queued: 2,
      notYetQueued: 1,
    });
    expect(await queueIssue(live.db, issue())).toEqual({
      queued: 1,
      alreadyQueued: 2,
      confirmed: 3,
    });
    expect(await queueIssue(live.db, issue())).toEqual({
      queued: 0,
      alreadyQueued: 3,
      confirmed: 3,
    });
    const sender = recorder();
    await deliverDue(live.db, sender, unlimited);
    await deliverDue(live.db, sender, unlimited);
    expect(sender.mails.map((m) => m.to).sort()).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    // Even after its outbox rows are deleted (7 days after delivery), nobody gets it again.
    await live.db.deleteFrom('outbox').execute();
    expect((await queueIssue(live.db, issue())).queued).toBe(0);
    // The unique key holds against a direct second insert too.
    const d = await live.db
      .selectFrom('newsletter_deliveries')
      .selectAll()
      .executeTakeFirstOrThrow();
    await expect(
      live.db
        .insertInto('newsletter_deliveries')
        .values({ issue: d.issue, subscriber_id: d.subscriber_id, queued_at: d.queued_at })
        .execute(),
    ).rejects.toThrow();
    // Another issue is another send.
    expect((await queueIssue(live.db, issue('2026-12-01-second'))).queued).toBe(3);
  });

  it('sends nothing to someone who unsubscribes after the send was queued and before delivery', async () => {
    await addConfirmed(live.db, ['stay@example.com', 'leave@example.com']);
    await queueIssue(live.db, issue());
    expect(await unsubscribe(live.db, 'tok-leave@example.com')).toBe(true);
    const sender = recorder();
    expect(await deliverDue(live.db, sender, unlimited)).toMatchObject({ sent: 1, skipped: 1 });
    expect(sender.mails.map((m) => m.to)).toEqual(['stay@example.com']);
    expect(
      await live.db
        .selectFrom('outbox')
        .select('id')
        .where('to_address', '=', 'leave@example.com')
        .execute(),
    ).toEqual([]);
    await unsubscribe(live.db, 'tok-stay@example.com');
    expect(await issueStatus(live.db, '2026-11-24-first')).toMatchObject({
      queued: 2,
      sent: 1,
      unsubscribedBeforeDelivery: 1,
      unsubscribedSince: 1,
    });
  });

  it('keeps mails waiting with back-off while the mail server is down, says so in status, and sends each once when it is back', async () => {
    await addConfirmed(live.db, ['a@example.com', 'b@example.com']);
    await queueIssue(live.db, issue());
    const t0 = new Date();
    expect(await deliverDue(live.db, recorder(true), { ...unlimited, now: t0 })).toMatchObject({
      sent: 0,
      failed: 2,
    });
    const down = await issueStatus(live.db, '2026-11-24-first');
    expect(down).toMatchObject({ queued: 2, sent: 0, retrying: 2 });
    expect(down.lastError).toMatch(/ECONNREFUSED/);
    expect(Date.parse(down.nextAttemptAt!)).toBeGreaterThanOrEqual(
      t0.getTime() + backoffMs(1) - 1000,
    );
    const up = recorder();
    expect((await deliverDue(live.db, up, { ...unlimited, now: t0 })).sent).toBe(0); // not due yet
    await deliverDue(live.db, up, {
      ...unlimited,
      now: new Date(t0.getTime() + backoffMs(1) + 1000),
    });
    await deliverDue(live.db, up, { ...unlimited, now: new Date(t0.getTime() + backoffMs(2) * 2) });
    expect(up.mails.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(await issueStatus(live.db, '2026-11-24-first')).toMatchObject({ sent: 2, retrying: 0 });
  });

  it('gives up an undeliverable mail after the stated period and deletes it (issue 20)', async () => {
    expect(undeliveredOutboxDays()).toBe(retention.undeliveredOutboxDays);
    await addConfirmed(live.db, ['a@example.com', 'b@example.com']);
    const queuedAt = new Date(Date.now() - (retention.undeliveredOutboxDays + 1) * 86400_000);
    await queueIssue(live.db, issue(), queuedAt);
    // One fails once more past the period: deleted instead of rescheduled.
    const out = await deliverDue(live.db, recorder(true), { ...unlimited, limit: 1 });
    expect(out).toMatchObject({ failed: 0, gaveUp: 1 });
    // The other is removed by the clean-up (also when no mail server is configured at all).
    expect(await pruneUndeliverable(live.db)).toBe(1);
    expect(await live.db.selectFrom('outbox').select('id').execute()).toEqual([]);
    expect(await issueStatus(live.db, '2026-11-24-first')).toMatchObject({ gaveUp: 2, sent: 0 });
    // Within the period nothing is given up.
    await live.db.deleteFrom('newsletter_deliveries').execute();
    await queueIssue(live.db, issue('2026-12-01-second'), new Date(Date.now() - 86400_000));
    expect(await pruneUndeliverable(live.db)).toBe(0);
    expect((await deliverDue(live.db, recorder(true), unlimited)).failed).toBe(2);
  });

  it('OUTBOX_GIVE_UP_DAYS overrides the period, and a value that is not a whole number of days stops with its name', () => {
    const before = process.env.OUTBOX_GIVE_UP_DAYS;
    try {
      process.env.OUTBOX_GIVE_UP_DAYS = '3';
      expect(undeliveredOutboxDays()).toBe(3);
      for (const bad of ['0', '2.5', 'week', '-1', '1000']) {
        process.env.OUTBOX_GIVE_UP_DAYS = bad;
        expect(() => undeliveredOutboxDays()).toThrow(/OUTBOX_GIVE_UP_DAYS: expected/);
      }
    } finally {
      if (before === undefined) delete process.env.OUTBOX_GIVE_UP_DAYS;
      else process.env.OUTBOX_GIVE_UP_DAYS = before;
    }
  });
});
