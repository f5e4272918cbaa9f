/**
 * npm run bench:newsletter [-- --count N] [--only sqlite|postgres] [--pool]
 *
 * Queues the newest real issue of content/newsletter/ to N synthetic confirmed subscribers
 * (default 10,000) on SQLite and on PostgreSQL, and delivers them to the e2e SMTP sink
 * (e2e/smtp-sink.mjs, on loopback) at an unlimited rate, as one instance's outbox worker does.
 * Prints the figures and how they were measured.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDb, type Db } from '../lib/db';
import { formatNumber } from '../lib/i18n/format';
import { deliverDue } from '../lib/mail/outbox';
import { smtpSender, type Sender } from '../lib/mail/sender';
import { startSmtpSink } from '../tests/support/smtp-sink';
import { issueFiles, loadIssue } from '../lib/newsletter/issue-file';
import { queueIssue } from '../lib/newsletter/send';
import setupPostgres from '../tests/support/postgres-global-setup';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const flag = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const COUNT = Number(flag('count') ?? 10_000);
const only = flag('only');
/** --pool: one pooled SMTP connection (SMTP_URL with ?pool=true) instead of one per mail (the default). */
const pool = argv.includes('--pool');
if (!Number.isInteger(COUNT) || COUNT < 1)
  throw new Error('--count must be a whole number above 0');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function startSink(): Promise<{ child: ChildProcess; smtpPort: number; httpPort: number }> {
  const [smtpPort, httpPort] = [await freePort(), await freePort()];
  const child = await startSmtpSink(root, smtpPort, httpPort, 200);
  return { child, smtpPort, httpPort };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v: number) => `${formatNumber(Math.round(v * 10) / 10, 'en')} ms`;
const perSecond = (n: number, msTotal: number) =>
  formatNumber(Math.round(n / (msTotal / 1000)), 'en');

async function addSubscribers(db: Db, n: number) {
  const now = new Date().toISOString();
  for (let i = 0; i < n; i += 500) {
    const chunk = Array.from({ length: Math.min(500, n - i) }, (_, j) => ({
      email: `reader${i + j}@bench.example`,
      status: 'confirmed' as const,
      consent_at: now,
      created_at: now,
      confirmed_at: now,
      unsubscribe_token: `bench-${i + j}-${Math.random().toString(36).slice(2)}`,
    }));
    await db.insertInto('subscribers').values(chunk).execute();
  }
}

async function run(label: string, url: string) {
  const db = await openDb(url);
  try {
    await addSubscribers(db, COUNT);
    const issue = loadIssue(issueFiles().at(-1));
    const t0 = performance.now();
    const { queued } = await queueIssue(db, issue);
    const queueMs = performance.now() - t0;
    if (queued !== COUNT) throw new Error(`queued ${queued}, expected ${COUNT}`);

    const sink = await startSink();
    try {
      const smtp = smtpSender(
        `smtp://127.0.0.1:${sink.smtpPort}?ignoreTLS=true${pool ? '&pool=true' : ''}`,
        'ClearSignal <hello@clearsignal.ae>',
      );
      const perMail: number[] = [];
      const timed: Sender = {
        async send(mail) {
          const s = performance.now();
          await smtp.send(mail);
          perMail.push(performance.now() - s);
        },
      };
      const d0 = performance.now();
      let sent = 0;
      let failed = 0;
      while (sent < COUNT) {
        const r = await deliverDue(db, timed, { newsletterRate: null, instance: 'bench' });
        sent += r.sent;
        failed += r.failed;
        if (failed) throw new Error(`${failed} deliveries failed`);
        if (r.sent === 0 && r.pending === 0) break;
      }
      const deliverMs = performance.now() - d0;
      smtp.close?.();
      const received = (
        (await (await fetch(`http://127.0.0.1:${sink.httpPort}/messages`)).json()) as unknown[]
      ).length;
      const sorted = [...perMail].sort((a, b) => a - b);
      return {
        label,
        queueMs,
        queueRate: perSecond(COUNT, queueMs),
        sent,
        received,
        deliverMs,
        deliverRate: perSecond(sent, deliverMs),
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
      };
    } finally {
      sink.child.kill();
    }
  } finally {
    await db.destroy();
  }
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-bench-newsletter-'));
  const results = [];
  let stopPostgres: (() => void) | undefined;
  try {
    if (only !== 'postgres')
      results.push(await run('SQLite (file, WAL)', `file:${path.join(tmp, 'bench.db')}`));
    if (only !== 'sqlite') {
      let admin = '';
      const teardown = await setupPostgres({
        provide: (_key: string, value: string) => (admin = value),
      } as unknown as Parameters<typeof setupPostgres>[0]);
      stopPostgres = typeof teardown === 'function' ? teardown : undefined;
      if (!admin) throw new Error('no PostgreSQL server (TEST_POSTGRES=off?)');
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query('create database cs_bench_newsletter');
      await client.end();
      const url = new URL(admin);
      url.pathname = '/cs_bench_newsletter';
      results.push(await run('PostgreSQL (server, Unix socket)', url.toString()));
    }
  } finally {
    stopPostgres?.();
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const [l1, l5, l15] = os.loadavg().map((v) => v.toFixed(2));
  console.log(
    `\nbench:newsletter: ${formatNumber(COUNT, 'en')} synthetic confirmed subscribers, ${os.cpus().length} CPUs, load average ${l1} ${l5} ${l15}\n`,
  );
  console.log(
    '| database | queue (one transaction) | rows/s | delivered (sink received) | delivery time | mails/s | p50 per mail | p99 per mail |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.label} | ${ms(r.queueMs)} | ${r.queueRate} | ${formatNumber(r.sent, 'en')} (${formatNumber(r.received, 'en')}) | ${ms(r.deliverMs)} | ${r.deliverRate} | ${ms(r.p50)} | ${ms(r.p99)} |`,
    );
  console.log(`
  Method:
  - Queue: queueIssue() of lib/newsletter/send.ts for the newest issue in content/newsletter/, rendered per
    subscriber (HTML + text with their unsubscribe link) and inserted with its newsletter_deliveries row in one
    transaction, 500 rows per INSERT; timed from the call to its commit. rows/s = subscribers / that time.
  - Delivery: deliverDue() of lib/mail/outbox.ts in a loop (what one instance's worker does every few seconds,
    here back to back), NEWSLETTER_RATE unlimited, claiming 50 rows a pass with a lease, through nodemailer's SMTP
    transport (${pool ? 'one pooled connection, SMTP_URL with ?pool=true' : 'a new connection per mail, the default; --pool measures ?pool=true'}) to e2e/smtp-sink.mjs on 127.0.0.1. mails/s =
    mails / wall time of the loop (claims, lease renewals and bookkeeping included); per-mail times are the SMTP
    hand-over alone (sendMail until the sink's 250).
  - SQLite: a fresh file in ${os.tmpdir()}, WAL mode. PostgreSQL: a throwaway server started as the unit tests
    start theirs (tests/support/postgres-global-setup.ts: fsync and synchronous_commit off), so its commits are
    cheaper than a durable production server's.
  - On a shared or loaded machine these figures measure the machine as much as the code; compare runs only at a
    similar load average.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
