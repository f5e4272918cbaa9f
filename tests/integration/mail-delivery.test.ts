import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db';
import { storeContactMessage } from '@/lib/forms/contact';
import { subscribe } from '@/lib/forms/newsletter';
import { deliverDue } from '@/lib/mail/outbox';
import { backoffMs } from '@/lib/mail/outbox-settings';
import { smtpSender } from '@/lib/mail/sender';
import { freePort } from '../support/server';
import { smtpReceiver } from '../support/smtp-sink';

type Received = { to: string[]; raw: string };

const startReceiver = (port: number, inbox: Received[]) =>
  smtpReceiver(port, ({ raw, session }, accept) => {
    inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
    accept();
  });

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-mail-'));
let db: Db;
beforeAll(async () => {
  db = await openDb(`file:${path.join(tmp, 'mail.db')}`);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('mail through a real SMTP receiver', () => {
  it('loses nothing while the receiver is down, and delivers everything once it is up', async () => {
    const port = await freePort();
    const sender = smtpSender(
      `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      'ClearSignal <info@clearsignal.ae>',
    );
    process.env.CONTACT_TO = 'operator@clearsignal.test';
    await storeContactMessage(
      db,
      {
        source: 'contact',
        name: 'Omar <b>',
        email: 'omar@example.com',
        subject: 'support',
        message: 'x'.repeat(60),
        locale: 'en',
      },
      { ipHash: 'h', userAgent: 'ua' },
    );
    await subscribe(db, 'fan@example.com', undefined, 'en');

    const t0 = new Date();
    const down = await deliverDue(db, sender, { now: t0 });
    expect(down).toMatchObject({ sent: 0, failed: 2 });

    const inbox: Received[] = [];
    const server = await startReceiver(port, inbox);
    try {
      const up = await deliverDue(db, sender, { now: new Date(t0.getTime() + backoffMs(1) + 1) });
      expect(up).toMatchObject({ sent: 2, failed: 0 });
      const notification = inbox.find((m) => m.to.includes('operator@clearsignal.test'));
      // The notification names the message and the operator's command, never what Omar wrote.
      expect(notification?.raw).toMatch(
        /^Subject: \[ClearSignal\] Contact message #\d+: Support$/m,
      );
      expect(notification?.raw).toMatch(/npm run inbox -- show \d+/);
      expect(notification?.raw).not.toContain('Omar');
      expect(notification?.raw).not.toContain('x'.repeat(60));
      const confirmation = inbox.find((m) => m.to.includes('fan@example.com'));
      expect(confirmation?.raw).toMatch(/\/newsletter\/confirm\?token=/);
      expect(confirmation?.raw).toMatch(/\/newsletter\/unsubscribe\?token=/);
      // RFC 8058: the https one-click URL (the existing POST endpoint) and a mailto, plus -Post.
      const raw = confirmation!.raw.replace(/\r?\n[ \t]+/g, ' ');
      expect(raw).toMatch(
        /^List-Unsubscribe: <https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[\w%-]+>, <mailto:[^>]+\?subject=unsubscribe%20[\w%-]+>$/m,
      );
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(notification?.raw).not.toMatch(/^List-Unsubscribe/m);
      expect(
        await db.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute(),
      ).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
