/**
 * The production server's life (lib/server/lifecycle.mjs, server.mjs): /healthz and /readyz, and the
 * graceful stop on SIGTERM: it stops accepting, answers the request in flight, lets the outbox
 * finish the mail it is sending and gives back the rows it holds, and exits within its grace.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '@/lib/db';
import { securityHeaders } from '@/lib/server/security-headers.mjs';
import { actionFields, multipart } from '../support/action-form.mjs';
import { queueMails } from '../support/outbox-rows';
import { freshPostgresUrl } from '../support/postgres';
import {
  freePort,
  refused,
  requireBuild,
  startServer,
  until,
  type ServerProcess,
} from '../support/server-process';
import { smtpReceiver } from '../support/smtp-sink';

requireBuild('tests/integration/lifecycle.test.ts');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-lifecycle-'));
const started: ServerProcess[] = [];
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const s of started) if (s.child.exitCode === null && !s.child.signalCode) s.child.kill();
  for (const c of cleanup) await c();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A mail receiver whose "accepted" answers can be held back, to catch a sender mid-mail. */
async function receiver() {
  const accepted: string[] = [];
  let holding = true;
  const held: (() => void)[] = [];
  const port = await freePort();
  const server = await smtpReceiver(port, ({ session }, accept) => {
    const answer = () => {
      accepted.push(session.envelope.rcptTo[0].address);
      accept();
    };
    if (holding) held.push(answer);
    else answer();
  });
  cleanup.push(server.close);
  return {
    port,
    accepted,
    held,
    release() {
      holding = false;
      for (const a of held.splice(0)) a();
    },
  };
}

const CONTACT = {
  name: 'Drain Test',
  email: 'drain@example.com',
  phone: '',
  subject: 'general',
  message: 'Sent while the server is being stopped: it must still be answered and stored.',
  consent: 'on',
  locale: 'en',
};

/**
 * The contact form's post to its Server Action, as a browser without JavaScript sends it, with
 * only half its body sent: the request stays in flight until `finish()`.
 */
async function slowPost(port: number) {
  const origin = `http://127.0.0.1:${port}`;
  const hidden = actionFields(await (await fetch(`${origin}/contact`)).text());
  const { body, type } = await multipart([...hidden, ...Object.entries(CONTACT)]);
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  let response = '';
  socket.on('data', (c) => (response += c));
  const ended = new Promise<void>((r) => socket.once('close', () => r()));
  socket.on('error', () => {});
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/html\r\n` +
      `Origin: ${origin}\r\nSec-Fetch-Site: same-origin\r\n` +
      `Content-Type: ${type}\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.subarray(0, half));
  return {
    finish: () => socket.write(body.subarray(half)),
    response: () => ended.then(() => response),
  };
}

/**
 * One server on SQLite for two tests, started once (each start is seconds of CPU): its health
 * answers are read first (the describe just below runs before the graceful stop's), then it is
 * stopped while a request never completes.
 */
let sqlite: Promise<ServerProcess> | undefined;
const onSqlite = () =>
  (sqlite ??= startServer({
    DATABASE_URL: `file:${path.join(dir, 'sqlite.db')}`,
    SHUTDOWN_GRACE_MS: '1500',
  }).then((server) => (started.push(server), server)));

const pgUrl = await freshPostgresUrl();

describe('health and readiness', () => {
  const expectPlain = (
    { res, body }: { res: Response; body: string },
    status: number,
    text: string,
  ) => {
    expect(res.status).toBe(status);
    expect(body).toBe(text);
    expect(res.headers.get('cache-control')).toBe('no-store');
    for (const h of securityHeaders) expect(res.headers.get(h.key)).toBe(h.value);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    // Nothing about the software or the database.
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('server')).toBeNull();
  };
  const get = async (url: string, init?: RequestInit) => {
    const res = await fetch(url, init);
    return { res, body: await res.text() };
  };

  it('answers /healthz and /readyz on SQLite: plain ok, uncached, GET and HEAD only', async () => {
    const server = await onSqlite();
    for (const p of ['/healthz', '/readyz']) {
      const { res, body } = await get(server.url + p);
      expectPlain({ res, body }, 200, 'ok\n');
      const head = await get(server.url + p, { method: 'HEAD' });
      expect([head.res.status, head.body]).toEqual([200, '']);
      const post = await get(server.url + p, { method: 'POST' });
      expect(post.res.status).toBe(405);
      expect(post.res.headers.get('allow')).toBe('GET, HEAD');
    }
  }, 120_000);

  it.runIf(pgUrl)(
    'reports not ready (503) while PostgreSQL refuses connections, alive (200) all along, ready again after',
    async () => {
      const server = await startServer({ DATABASE_URL: pgUrl! });
      started.push(server);
      expectPlain(await get(`${server.url}/readyz`), 200, 'ok\n');
      const name = new URL(pgUrl!).pathname.slice(1);
      const admin = new URL(pgUrl!);
      admin.pathname = '/postgres';
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      cleanup.push(() => client.end());
      await client.query(`alter database ${name} with allow_connections false`);
      await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      );
      const down = await get(`${server.url}/readyz`);
      expectPlain(down, 503, 'unavailable\n');
      expectPlain(await get(`${server.url}/healthz`), 200, 'ok\n');
      await client.query(`alter database ${name} with allow_connections true`);
      await until('ready again', async () => (await fetch(`${server.url}/readyz`)).status === 200);
      expect(server.child.exitCode).toBeNull();
    },
    120_000,
  );
});

describe('graceful stop on SIGTERM', () => {
  it('stops accepting, answers the request in flight (a second SIGTERM too), sends the mail in hand once, gives back the rest, exits 0', async () => {
    const url = `file:${path.join(dir, 'drain.db')}`;
    const db = await openDb(url);
    cleanup.push(() => db.destroy());
    await queueMails(
      db,
      [0, 1, 2, 3, 4].map((i) => `ops${i}@example.com`),
    );
    const smtp = await receiver();
    const server = await startServer({
      DATABASE_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      OUTBOX_INTERVAL_MS: '200',
      OUTBOX_BATCH: '10',
      SHUTDOWN_GRACE_MS: '10000',
    });
    started.push(server);
    const pid = server.child.pid!;
    // The instance claimed all five and is waiting for the receiver to accept the first.
    await until('a mail in the sender’s hands', async () => smtp.held.length === 1);
    const claimed = await db
      .selectFrom('outbox')
      .select('id')
      .where('claimed_by', 'like', `%:${pid}:%`)
      .execute();
    expect(claimed).toHaveLength(5);

    const post = await slowPost(server.port);
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // No new connection is accepted...
    await until('the listener to close', async () => refused(server.port), 3000);
    // A second SIGTERM (systemd signals every process of a unit) does not cut the drain short.
    server.child.kill('SIGTERM');
    // ...while the request in flight is answered in full, and its connection closed.
    post.finish();
    const response = await post.response();
    // Taken: the 303 to the thank-you page a browser without JavaScript follows.
    expect(response).toMatch(/^HTTP\/1\.1 303 /);
    expect(response).toMatch(/\r\nlocation: \/contact\/thank-you\r\n/i);
    expect(response).toMatch(/\r\nconnection: close\r\n/i);
    smtp.release();
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(10_000);
    expect(server.log()).toContain('gave back 4 unsent mail(s)');

    expect(smtp.accepted).toEqual(['ops0@example.com']);
    const rows = await db
      .selectFrom('outbox')
      .select(['to_address', 'sent_at', 'claimed_by', 'claimed_until'])
      .where('kind', '=', 'contact_notification')
      .orderBy('id')
      .execute();
    // The five queued mails, then the contact message's own notification (never claimed).
    expect(rows.slice(0, 5).map((r) => [Boolean(r.sent_at), r.claimed_by === null])).toEqual([
      [true, false],
      [false, true],
      [false, true],
      [false, true],
      [false, true],
    ]);
    expect(rows.slice(1).every((r) => r.claimed_until === null)).toBe(true);
    const stored = await db.selectFrom('contact_messages').select('email').execute();
    expect(stored).toEqual([{ email: 'drain@example.com' }]);
  }, 120_000);

  it('exits within SHUTDOWN_GRACE_MS even when a request never completes (status 1)', async () => {
    const server = await onSqlite();
    const post = await slowPost(server.port);
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(code).toBe(1);
    expect(at - signalled).toBeGreaterThanOrEqual(1400);
    expect(at - signalled).toBeLessThan(4000);
    expect(server.log()).toContain('grace period over');
    await post.response();
  }, 120_000);
});
