/**
 * The newsletter send with several instances on one database: each row claimed by one instance,
 * a dead instance's rows coming back when its lease runs out, and NEWSLETTER_RATE held across
 * instances. One instance's send: newsletter-send.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { claimDue, deliverDue } from '@/lib/mail/outbox';
import { queueIssue } from '@/lib/newsletter/send';
import { databasesInTmp } from '../support/postgres';
import {
  addConfirmed,
  issue,
  recorder,
  sendDatabaseOver,
  unlimited,
} from '../support/newsletter-send';

const backends = await databasesInTmp('SQLite file', 'cs-newsletter-instances-', {
  pglite: 'without-server',
});

describe.each(backends)('newsletter instances on %s', (_name, url) => {
  const live = sendDatabaseOver(url);

  it('claims each row for one instance only; a dead instance’s rows come back when the lease runs out', async () => {
    await addConfirmed(
      live.db,
      Array.from({ length: 30 }, (_, i) => `s${i}@example.com`),
    );
    await queueIssue(live.db, issue());
    const now = new Date();
    const opts = { now, limit: 10, leaseMs: 60_000, newsletterRate: null };
    const [a, b, c] = await Promise.all([
      claimDue(live.db, { ...opts, instance: 'A' }),
      claimDue(live.db, { ...opts, instance: 'B' }),
      claimDue(live.db, { ...opts, instance: 'C' }),
    ]);
    for (const claimed of [a, b, c]) expect(claimed.length).toBeLessThanOrEqual(10);
    const ids = [...a, ...b, ...c].map((r) => r.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    // Nothing is due while the leases run; after they run out, another instance takes them.
    expect(await claimDue(live.db, { ...opts, instance: 'D' })).toEqual([]);
    const later = new Date(now.getTime() + 60_001);
    expect(await claimDue(live.db, { ...opts, now: later, limit: 3, instance: 'E' })).toHaveLength(
      3,
    );
    await live.db
      .updateTable('outbox')
      .set({ claimed_until: null })
      .where('claimed_by', '=', 'E')
      .execute();
    const retaken = await claimDue(live.db, { ...opts, now: later, limit: 50, instance: 'D' });
    expect(retaken).toHaveLength(30);
    // A: its lease is gone, so it sends nothing of what it had claimed.
    const ghost = recorder();
    const sentByA = await deliverDue(live.db, ghost, { ...unlimited, instance: 'A', now: later });
    expect(sentByA.sent).toBe(0);
    expect(ghost.mails).toEqual([]);
  });

  it('holds NEWSLETTER_RATE across instances: claims of the last minute by anyone count', async () => {
    await addConfirmed(
      live.db,
      Array.from({ length: 20 }, (_, i) => `r${i}@example.com`),
    );
    await queueIssue(live.db, issue());
    const now = new Date();
    const opts = { now, limit: 50, leaseMs: 60_000, newsletterRate: 7 };
    const claims = await Promise.all(
      ['A', 'B', 'C', 'D'].map((instance) => claimDue(live.db, { ...opts, instance })),
    );
    expect(claims.flat()).toHaveLength(7);
    expect(
      await claimDue(live.db, { ...opts, now: new Date(now.getTime() + 30_000), instance: 'A' }),
    ).toEqual([]);
    // A minute on, seven more.
    const next = await claimDue(live.db, {
      ...opts,
      now: new Date(now.getTime() + 60_001),
      instance: 'B',
    });
    expect(next).toHaveLength(7);
  });
});
