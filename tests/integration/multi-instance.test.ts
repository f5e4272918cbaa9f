/**
 * Several instances on one PostgreSQL (issue 21): two production servers (`node server.mjs`, on
 * two free ports, from the build in .next/) against one database on the run's real
 * PostgreSQL server (tests/support/postgres-global-setup.ts), both running their outbox workers,
 * delivering to a real SMTP receiver.
 */
import type { ChildProcess } from 'node:child_process';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db';
import { queueIssue } from '@/lib/newsletter/send';
import { freshPostgresUrl } from '../support/postgres';
import { postPageForm, taken } from '../support/action-form.mjs';
import { freePort, requireBuild, startServer, until } from '../support/server-process';
import { addConfirmedSubscribers } from '../support/outbox-rows';

// Free ports, so a server left over from an aborted run cannot answer in place of these.
const PORTS = [
  Number(process.env.MULTI_PORT_A) || (await freePort()),
  Number(process.env.MULTI_PORT_B) || (await freePort()),
];
const SUBSCRIBERS = 40;
/** How long the receiver takes to accept each mail: long enough to kill an instance mid-delivery. */
const ACCEPT_DELAY_MS = 120;
const LEASE_MS = 4000;
/** Rows an instance claims per pass: small, so both instances take turns. */
const BATCH = 4;

const pgUrl = await freshPostgresUrl();
if (!pgUrl) console.warn('[multi-instance] TEST_POSTGRES=off: no PostgreSQL server, so not run.');
requireBuild('tests/integration/multi-instance.test.ts');

type Accepted = { to: string; subject: string; at: number };

/**
 * A receiver that accepts a mail (250) only after ACCEPT_DELAY_MS, and counts it only if the
 * sender's connection is still open then: a mail whose sender died before hearing "accepted" is
 * not delivered, as with a real mail server. `hold()` keeps every answer back until `release()`,
 * so a sender can be killed while it is sure to be waiting for one.
 */
function receiver(port: number) {
  const accepted: Accepted[] = [];
  const closed = new Set<string>();
  let holding = false;
  const held: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        const answer = () => {
          if (closed.has(session.id)) return done(new Error('connection gone'));
          const subject = raw.match(/^Subject: (.*)$/m)?.[1] ?? '';
          for (const r of session.envelope.rcptTo)
            accepted.push({ to: r.address, subject, at: Date.now() });
          done();
        };
        setTimeout(() => (holding ? held.push(answer) : answer()), ACCEPT_DELAY_MS);
      });
    },
  });
  return {
    accepted,
    hold: () => void (holding = true),
    release: () => {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    ready: new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.runIf(pgUrl)('two instances on one PostgreSQL', () => {
  let db: Db;
  let sink: ReturnType<typeof receiver>;
  const servers: ChildProcess[] = [];
  const logs: (() => string)[] = [];
  const token = async (port: number) =>
    ((await (await fetch(`http://127.0.0.1:${port}/api/form-token`)).json()) as { token: string })
      .token;
  /**
   * The form tokens of the two form tests, fetched once the servers are up and then aged past the
   * 2 s a person needs to fill a form (MIN_FILL_MS) in one wait for both tests, not one each.
   */
  let replayToken: string;
  let rateTokens: string[];

  beforeAll(async () => {
    db = await openDb(pgUrl!);
    const smtpPort = await freePort();
    sink = receiver(smtpPort);
    await sink.ready;
    const started = await Promise.all(
      PORTS.map((port) =>
        startServer(
          {
            DATABASE_URL: pgUrl!,
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
            OUTBOX_INTERVAL_MS: '200',
            OUTBOX_LEASE_MS: String(LEASE_MS),
            OUTBOX_BATCH: String(BATCH),
            NEWSLETTER_RATE: 'unlimited',
            RATE_LIMIT_NEWSLETTER: '5/600',
          },
          port,
        ),
      ),
    );
    servers.push(...started.map((s) => s.child));
    logs.push(...started.map((s) => s.log));
    replayToken = await token(PORTS[0]);
    // Fetched at once, so some are issued in the same millisecond: each must still be its own.
    rateTokens = await Promise.all(Array.from({ length: 8 }, (_, i) => token(PORTS[i % 2])));
    await new Promise((r) => setTimeout(r, 2100)); // a person needs 2 s to fill a form
  }, 180_000);

  afterAll(async () => {
    for (const s of servers) if (s.exitCode === null && s.signalCode === null) s.kill('SIGTERM');
    await sink?.close();
    await db?.destroy();
  });

  /** The home page's sign-up, posted to its Server Action as a browser does: taken or refused. */
  const subscribeVia = async (port: number, email: string, started: string) =>
    taken(
      await postPageForm(`http://127.0.0.1:${port}`, '/', {
        email,
        consent: 'on',
        started,
        website: '',
        locale: 'en',
      }),
    )
      ? 'taken'
      : 'refused';

  it('refuses on one instance a form token already used on the other', async () => {
    await db.deleteFrom('rate_limit_hits').execute();
    const t = replayToken;
    expect(await subscribeVia(PORTS[0], 'first@example.com', t)).toBe('taken');
    expect(await subscribeVia(PORTS[1], 'second@example.com', t)).toBe('taken');
    // The first post spent the token (1 point); on the other instance the same token counted as
    // no token at all (UNTIMED_POINTS = 2), as a replay does on one instance.
    const hits = await db.selectFrom('rate_limit_hits').select('points').orderBy('id').execute();
    expect(hits.map((h) => h.points)).toEqual([1, 2]);
    expect(await db.selectFrom('used_form_tokens').select('token_hash').execute()).toHaveLength(1);
  });

  it('holds the rate limit across instances: posts spread over both get no more than the limit into the window', async () => {
    await db.deleteFrom('rate_limit_hits').execute();
    const tokens = rateTokens; // fetched at once (beforeAll)
    expect(new Set(tokens).size).toBe(8);
    const answers: string[] = [];
    for (let i = 0; i < 8; i++)
      answers.push(await subscribeVia(PORTS[i % 2], `rate${i}@example.com`, tokens[i]));
    expect(answers).toEqual([...Array(5).fill('taken'), ...Array(3).fill('refused')]);
    const { total } = await db
      .selectFrom('rate_limit_hits')
      .select((eb) => eb.fn.sum<string | number>('points').as('total'))
      .executeTakeFirstOrThrow();
    expect(Number(total)).toBe(5);
  });

  it('delivers each newsletter mail exactly once with both workers running, also after one instance is SIGKILLed mid-delivery', async () => {
    const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}@example.com`);
    await addConfirmedSubscribers(db, emails, 'multi');
    const subject = 'Multi-instance issue';
    const before = sink.accepted.length;
    const { queued } = await queueIssue(db, {
      slug: '2026-11-24-multi',
      subject,
      mailFor: (u) => ({
        subject,
        text: `Unsubscribe: ${u}`,
        html: `<a href="${u}">Unsubscribe</a>`,
      }),
    });
    expect(queued).toBe(SUBSCRIBERS);
    const issueMails = () => sink.accepted.slice(before).filter((m) => m.subject === subject);

    // Kill instance A while it holds claimed rows it has not delivered yet.
    const [a, b] = servers;
    const held = (pid: number) =>
      db
        .selectFrom('outbox')
        .select(['id', 'claimed_by'])
        .where('kind', '=', 'newsletter_issue')
        .where('sent_at', 'is', null)
        .where('claimed_by', 'like', `%:${pid}:%`)
        .where('claimed_until', '>', new Date().toISOString())
        .execute();
    const sentBy = async (pid: number) =>
      (
        await db
          .selectFrom('outbox')
          .select('id')
          .where('kind', '=', 'newsletter_issue')
          .where('sent_at', 'is not', null)
          .where('claimed_by', 'like', `%:${pid}:%`)
          .execute()
      ).length;
    const heldByA = await until(
      'both instances to deliver, and A to hold claimed rows',
      async () => {
        if ((await sentBy(a.pid!)) < 2 || (await sentBy(b.pid!)) < 2) return false;
        // Two or more: A sends one at a time, so at least one is still unsent once the answers
        // are held below (with one, A could have been finishing it).
        const rows = await held(a.pid!);
        return rows.length >= 2 && rows;
      },
    );
    // Kill A while it waits for "accepted": answers are held, A finishes at most the mail it was
    // already told was accepted (a few ms of bookkeeping), then waits on its next one. Killed at
    // any other moment, A could die between hearing "accepted" and recording it, and that mail
    // would rightly be sent again (at-least-once), which this test is not about.
    sink.hold();
    await new Promise((r) => setTimeout(r, 600));
    a.kill('SIGKILL');
    await new Promise((r) => a.once('exit', r));
    await new Promise((r) => setTimeout(r, 200)); // the receiver sees A's connection close
    sink.release();
    const orphaned = (await held(a.pid!)).map((r) => r.id);
    expect(orphaned.length).toBeGreaterThan(0);
    expect(orphaned.length).toBeLessThanOrEqual(BATCH); // one pass's claim, never more

    // B finishes everything, A's claimed rows once their lease has run out.
    await until('every mail to be delivered', async () => {
      const { n } = await db
        .selectFrom('newsletter_deliveries')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('issue', '=', '2026-11-24-multi')
        .where('sent_at', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(n) === SUBSCRIBERS;
    });
    await new Promise((r) => setTimeout(r, 1000)); // anything sent twice would arrive now

    const delivered = issueMails();
    const perAddress = new Map<string, number>();
    for (const m of delivered) perAddress.set(m.to, (perAddress.get(m.to) ?? 0) + 1);
    const duplicates = [...perAddress.values()].filter((n) => n > 1).length;
    const rows = await db
      .selectFrom('outbox')
      .select(['id', 'claimed_by', 'sent_at'])
      .where('kind', '=', 'newsletter_issue')
      .execute();
    const byA = rows.filter((r) => r.claimed_by?.includes(`:${a.pid}:`)).length;
    const byB = rows.filter((r) => r.claimed_by?.includes(`:${b.pid}:`)).length;
    const retaken = rows.filter((r) => orphaned.includes(r.id));
    console.log(
      `[multi-instance] queued ${queued}, delivered ${delivered.length} to ${perAddress.size} addresses, duplicates ${duplicates}; ` +
        `sent by A before SIGKILL ${byA}, by B ${byB}; A held ${heldByA.length} claimed rows when killed, ${orphaned.length} still leased, all retried by B after the ${LEASE_MS} ms lease`,
    );
    const errors = logs.flatMap((log) =>
      log()
        .split('\n')
        .filter((line) => /\[outbox\]|error/i.test(line)),
    );
    expect(errors, errors.join('\n')).toEqual([]);
    expect(duplicates).toBe(0);
    expect(delivered).toHaveLength(SUBSCRIBERS);
    expect([...perAddress.keys()].sort()).toEqual([...emails].sort());
    expect(byA).toBeGreaterThan(0); // both workers delivered
    expect(byB).toBeGreaterThan(0);
    expect(byA + byB).toBe(SUBSCRIBERS);
    for (const r of retaken) {
      expect(r.sent_at).not.toBeNull();
      expect(r.claimed_by).toContain(`:${b.pid}:`);
    }
  }, 150_000);
});
