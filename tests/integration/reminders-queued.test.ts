/**
 * With no mail transport (SMTP_URL unset) the reminder says what is true of its mail, as the
 * newsletter does (issue 54, the consumer-affairs editor's round 3): "E-mail me instead" keeps the
 * request and queues its confirmation, and its answer leads to /remind/thank-you/queued in the
 * post's language (with JavaScript too: the action redirects there), whose page says the mail
 * waits at most the outbox's period and is then deleted unsent; the confirmation page says the
 * same of the reminder's own mail. The newsletter's in-place message gives the same periods.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getPage } from '@/lib/content';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { runFormPost } from '@/lib/forms/action';
import { CONFIRM_VALID_HOURS } from '@/lib/forms/newsletter';
import { retention } from '@/lib/db/retention';
import { confirmedMessage, queuedMessage } from '@/lib/remind/kept';
import { REMINDER_FORM } from '@/lib/remind/form';
import { REMINDER_CONFIRM_VALID_HOURS } from '@/lib/remind/store';
import { formMessagesFor } from '@/lib/forms/validation/messages';
import { formRoutesOver } from '../support/form-routes';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-reminders-queued-'));
process.env.OUTBOX_WORKER = 'off';
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

/** An end date well ahead, whatever the day the suite runs. */
const IN_90_DAYS = new Date(Date.now() + 90 * 86400_000).toISOString().slice(0, 10);

const post = (locale: string, email: string, ip: string) => {
  const f = new FormData();
  const fields = { locale, what: 'contract', endDate: IN_90_DAYS, email, consent: 'on' };
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return runFormPost(REMINDER_FORM, f, { ip, userAgent: 'test' });
};

describe('the reminder without a mail transport', () => {
  const live = formRoutesOver(`file:${path.join(tmp, 'queued.db')}`);

  it.each([
    ['en', '/remind/thank-you/queued', '192.0.2.21'],
    ['ar', '/ar/remind/thank-you/queued', '192.0.2.22'],
  ] as const)('keeps the request, queues its mail and says it waits (%s)', async (l, page, ip) => {
    vi.stubEnv('SMTP_URL', '');
    const email = `queued-${l}@example.com`;
    const res = await post(l, email, ip);
    expect(res).toEqual({ redirect: page, queued: true });
    const rows = await live.db
      .selectFrom('reminders')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
    const mails = await live.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', email)
      .execute();
    expect(mails).toHaveLength(1);
    const text = queuedMessage(l, REMINDER_CONFIRM_VALID_HOURS).text;
    expect(text).toMatch(new RegExp(`\\b${retention.undeliveredOutboxDays}\\b`));
    expect(text).toContain(String(REMINDER_CONFIRM_VALID_HOURS));
    expect(text).toMatch(l === 'en' ? /deleted unsent/ : /تُحذف دون إرسال/);
    expect(text).not.toMatch(/we have sent|فقد أرسلنا/);
  });

  it('with mail configured: the usual thank-you page', async () => {
    vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:2525');
    expect(await post('en', 'sent@example.com', '192.0.2.23')).toEqual({
      redirect: '/remind/thank-you',
    });
  });

  it.each(['en', 'ar'] as const)(
    'says on confirming that the mail will wait, then go unsent, only without a transport (%s)',
    (l) => {
      vi.stubEnv('SMTP_URL', '');
      const waits = confirmedMessage(l);
      expect(waits).toMatch(l === 'en' ? /cannot send mail yet/ : /لا يستطيع إرسال البريد/);
      expect(waits).toMatch(new RegExp(`\\b${retention.undeliveredOutboxDays}\\b`));
      vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:2525');
      expect(confirmedMessage(l)).not.toBe(waits);
      expect(confirmedMessage(l)).toMatch(l === 'en' ? /We will send one e-mail/ : /سنرسل إليك/);
    },
  );
});

describe("the newsletter's queued message", () => {
  it.each(['en', 'ar'] as const)(
    'says how long the mail waits and how long its link works (%s)',
    (l) => {
      const text = formMessagesFor(l).status.queued;
      expect(text).toMatch(new RegExp(`\\b${retention.undeliveredOutboxDays}\\b`));
      expect(text).toMatch(new RegExp(`\\b${CONFIRM_VALID_HOURS}\\b`));
      expect(text).not.toMatch(/until its operator sets mail up|إلى أن يُعِدّ القائم/);
    },
  );

  it.each(['en', 'ar'] as const)(
    'says the same on the page a browser without scripts lands on (%s)',
    (l) => {
      const page = getPage('forms', l).blocks.newsletterQueued.text;
      expect(page).toMatch(new RegExp(`\\b${retention.undeliveredOutboxDays}\\b`));
      expect(page).toMatch(new RegExp(`\\b${CONFIRM_VALID_HOURS}\\b`));
      expect(page).not.toMatch(/until its operator sets mail up|إلى أن يُعِدّ القائم/);
    },
  );
});
