/**
 * A submission asks for a delivery pass at once (kickOutbox) only where the process is a sender:
 * with OUTBOX_WORKER=off (web instances behind deploy/systemd's separate sender) it sends nothing,
 * so a web instance never holds a mail when it is restarted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { queueMails } from '../support/outbox-rows';
import { freePort, until } from '../support/server-process';
import { smtpReceiver } from '../support/smtp-sink';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-kick-'));
const received: string[] = [];
const port = await freePort();
const smtp = await smtpReceiver(port, ({ session }, accept) => {
  received.push(session.envelope.rcptTo[0].address);
  accept();
});
process.env.DATABASE_URL = `file:${path.join(dir, 'kick.db')}`;
process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
process.env.OUTBOX_WORKER = 'off';
const { getDb } = await import('@/lib/db');
const { kickOutbox } = await import('@/lib/mail/worker');

afterAll(async () => {
  await (await getDb()).destroy();
  await smtp.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('sends nothing on a kick with OUTBOX_WORKER=off, and sends at once with it on', async () => {
  const db = await getDb();
  await queueMails(db, ['ops@example.com']);
  kickOutbox();
  await new Promise((r) => setTimeout(r, 1000));
  expect(received).toEqual([]);
  const row = await db.selectFrom('outbox').select(['claimed_by', 'sent_at']).executeTakeFirst();
  expect(row).toEqual({ claimed_by: null, sent_at: null });

  process.env.OUTBOX_WORKER = 'on';
  kickOutbox();
  await until('the mail', async () => received.length === 1, 10_000);
  expect(received).toEqual(['ops@example.com']);
});
