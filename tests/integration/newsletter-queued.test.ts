/**
 * The newsletter sign-up's answer says what is true of its confirmation mail (issue 51): the
 * pages are prerendered, so the action decides. With no mail transport configured (SMTP_URL
 * unset) the sign-up is stored and its confirmation mail queued, not sent (lib/mail/worker.ts):
 * the answer leads to the "saved, your mail waits" page in the post's language (and the in-place
 * state says `queued`); with SMTP_URL set, to the usual thank-you page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { getPage } from '@/lib/content';
import { formRoutesOver, submit } from '../support/form-routes';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-newsletter-queued-'));
process.env.OUTBOX_WORKER = 'off';
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

describe('the newsletter sign-up answer', () => {
  const live = formRoutesOver(`file:${path.join(tmp, 'queued.db')}`);
  const count = async (email: string) => ({
    subscribers: (
      await live.db.selectFrom('subscribers').select('id').where('email', '=', email).execute()
    ).length,
    outbox: (
      await live.db.selectFrom('outbox').select('id').where('to_address', '=', email).execute()
    ).length,
  });

  it.each([
    ['en', '/newsletter/thank-you/queued'],
    ['ar', '/ar/newsletter/thank-you/queued'],
  ])(
    'without mail configured (%s): stored and queued, and the answer says the mail waits',
    async (locale, page) => {
      vi.stubEnv('SMTP_URL', '');
      const email = `queued-${locale}@example.com`;
      const res = await submit('newsletter', { email, consent: 'on', locale });
      expect(res).toEqual({ redirect: page, queued: true });
      expect(await count(email)).toEqual({ subscribers: 1, outbox: 1 });
      // The page it leads to says the mail waits, not that it was sent.
      const text = getPage('forms', locale as 'en' | 'ar').blocks.newsletterQueued.text;
      expect(text).toMatch(locale === 'en' ? /cannot send mail yet/ : /لا يستطيع إرسال البريد/);
    },
  );

  it('with mail configured: the usual thank-you page', async () => {
    vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:2525');
    const res = await submit('newsletter', { email: 'sent@example.com', consent: 'on' });
    expect(res).toEqual({ redirect: '/newsletter/thank-you' });
  });
});
