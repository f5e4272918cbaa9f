/**
 * `npm run newsletter -- send|status` against the e2e SMTP sink (e2e/smtp-sink.mjs), stopped
 * and restarted mid-send: nothing is lost or duplicated, and `status` says what is happening.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '@/lib/db';
import { deliverDue } from '@/lib/mail/outbox';
import { backoffMs } from '@/lib/mail/outbox-settings';
import { smtpSender } from '@/lib/mail/sender';
import { scriptOutput } from '../support/cli';
import { mailParts } from '../support/mail-parts';
import { startSmtpSink } from '../support/smtp-sink';
import { builtSiteUrl } from '../support/server';
import { addConfirmedSubscribers } from '../support/outbox-rows';

/** The build's SITE_URL: the CLIs refuse to run with another (lib/server/run-env.mjs). */
const SITE = builtSiteUrl();
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const root = path.resolve(__dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-smtp-down-'));
const ISSUE = '2026-11-24-whats-on-clearsignal';
let sink: ChildProcess | undefined;
afterAll(() => {
  sink?.kill();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

type SinkMail = { to: string[]; raw: string };

const startSink = (smtpPort: number, httpPort: number) =>
  startSmtpSink(root, smtpPort, httpPort, 100);

const sinkMails = async (httpPort: number) =>
  (await (await fetch(`http://127.0.0.1:${httpPort}/messages`)).json()) as SinkMail[];

const newsletter = (args: string[], databaseUrl: string, extra: Record<string, string> = {}) =>
  scriptOutput('newsletter', args, { DATABASE_URL: databaseUrl, SITE_URL: SITE, ...extra });

describe('the SMTP server down, then back', () => {
  it('keeps every mail, sends each once when it is back, and `status` says so', async () => {
    const url = `file:${path.join(tmp, 'down.db')}`;
    const db = await openDb(url);
    const emails = Array.from({ length: 6 }, (_, i) => `reader${i}@example.com`);
    await addConfirmedSubscribers(db, emails, 'down');
    expect(newsletter(['send', 'whats-on-clearsignal'], url)).toMatch(
      /Queued 6 mail\(s\) of 2026-11-24-whats-on-clearsignal/,
    );

    const [smtpPort, httpPort] = [await freePort(), await freePort()];
    const sender = smtpSender(
      `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      'ClearSignal <hello@clearsignal.ae>',
    );
    const opts = { newsletterRate: null, instance: 'test' } as const;
    sink = await startSink(smtpPort, httpPort);
    const t0 = new Date();
    expect(await deliverDue(db, sender, { ...opts, now: t0, limit: 2 })).toMatchObject({ sent: 2 });
    const firstLife = await sinkMails(httpPort);
    expect(firstLife).toHaveLength(2);

    // The mail server goes away.
    sink.kill('SIGTERM');
    await new Promise((r) => sink!.once('exit', r));
    expect(await deliverDue(db, sender, { ...opts, now: t0 })).toMatchObject({
      sent: 0,
      failed: 4,
    });
    const down = newsletter(['status', ISSUE], url);
    expect(down).toMatch(/queued +6/);
    expect(down).toMatch(/sent +2/);
    expect(down).toMatch(/failed +4 \(waiting to be retried with back-off\)/);
    expect(down).toMatch(
      /The mail server is failing: last error ".*ECONNREFUSED.*"\. Next attempt .*Nothing is lost/,
    );

    // Back again: the waiting mails go out once each, at their next attempt.
    sink = await startSink(smtpPort, httpPort);
    expect(await deliverDue(db, sender, { ...opts, now: t0 })).toMatchObject({ sent: 0 }); // not due yet
    const later = new Date(t0.getTime() + backoffMs(1) + 1000);
    expect(await deliverDue(db, sender, { ...opts, now: later })).toMatchObject({
      sent: 4,
      failed: 0,
    });
    expect(await deliverDue(db, sender, { ...opts, now: later })).toMatchObject({ sent: 0 });
    const secondLife = await sinkMails(httpPort);
    const all = [...firstLife, ...secondLife].flatMap((m) => m.to);
    expect(all.sort()).toEqual([...emails].sort());

    const raw = secondLife[0].raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(
      new RegExp(
        `^List-Unsubscribe: <${escapeRe(SITE)}/api/newsletter/unsubscribe\\?token=down-\\d>, <mailto:[^>]+>$`,
        'm',
      ),
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    console.log(
      `[newsletter] a delivered mail's headers:\n${secondLife[0].raw.split(/\r?\n\r?\n/)[0]}`,
    );
    const up = newsletter(['status', ISSUE], url);
    expect(up).toMatch(/sent +6/);
    expect(up).toMatch(/failed +0/);
    expect(up).toMatch(/Done: every queued mail was delivered once/);
    // Sending again queues nobody.
    expect(newsletter(['send', ISSUE], url)).toMatch(
      /Queued 0 mail\(s\).*6 of 6 confirmed subscriber\(s\) had it queued already/,
    );
    await db.destroy();
  }, 120_000);

  it('previews an issue as HTML and text files, and sends one test copy with --test-to', async () => {
    const url = `file:${path.join(tmp, 'preview.db')}`;
    const out = path.join(tmp, 'preview');
    const printed = newsletter(['preview', 'whats-on-clearsignal', '--out', out], url);
    const html = fs.readFileSync(path.join(out, `${ISSUE}.html`), 'utf8');
    const text = fs.readFileSync(path.join(out, `${ISSUE}.txt`), 'utf8');
    expect(printed).toContain(`HTML: ${path.join(out, `${ISSUE}.html`)}`);
    expect(printed).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(html).toContain(`href="${SITE}/guides/prepaid-vs-postpaid"`);
    expect(html).not.toMatch(/<img|utm_/);
    expect(text).toContain(`Unsubscribe with one click: ${SITE}/newsletter/unsubscribe?token=`);
    // The issue is translated: the Arabic subscribers' copy is previewed too, in Arabic, right to
    // left, with Arabic pages behind its links.
    const arHtml = fs.readFileSync(path.join(out, `${ISSUE}.ar.html`), 'utf8');
    const arText = fs.readFileSync(path.join(out, `${ISSUE}.ar.txt`), 'utf8');
    expect(printed).toContain(`HTML: ${path.join(out, `${ISSUE}.ar.html`)}`);
    expect(arHtml).toContain('<html lang="ar" dir="rtl">');
    expect(arHtml).toContain(`href="${SITE}/ar/guides/prepaid-vs-postpaid"`);
    expect(arText).toContain(`${SITE}/ar/newsletter/unsubscribe?token=`);

    const [smtpPort, httpPort] = [await freePort(), await freePort()];
    const own = await startSink(smtpPort, httpPort);
    try {
      expect(
        newsletter(['send', 'whats-on-clearsignal', '--test-to', 'editor@example.com'], url, {
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
        }),
      ).toMatch(/Sent one test copy/);
      const got = await sinkMails(httpPort);
      expect(got.map((m) => m.to)).toEqual([['editor@example.com']]);
      expect(got[0].raw).toMatch(
        new RegExp(`^List-Unsubscribe:\\s+<${escapeRe(SITE)}/api/newsletter/unsubscribe`, 'm'),
      );
      // A test copy is not a send: nothing is recorded.
      // --locale picks the language of the test copy.
      expect(
        newsletter(
          ['send', 'whats-on-clearsignal', '--test-to', 'editor@example.com', '--locale', 'ar'],
          url,
          { SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true` },
        ),
      ).toMatch(/Sent one test copy of .* \(ar\)/);
      const arCopy = mailParts((await sinkMails(httpPort))[1].raw);
      expect(arCopy.html).toContain('<html lang="ar" dir="rtl">');
      expect(arCopy.text).toContain(`${SITE}/ar/newsletter/unsubscribe?token=`);
      expect(newsletter(['status', ISSUE], url)).toMatch(/not sent yet/);
    } finally {
      own.kill();
    }
  }, 60_000);
});
