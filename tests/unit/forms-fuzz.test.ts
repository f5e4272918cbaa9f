/**
 * Throws generated bad input at every form's route handler (property-based, fast-check):
 * wrong types, huge strings, control characters, HTML/script, SQL meta-characters, malformed
 * e-mails, wrong content types and oversize bodies. It shows: never a 5xx, nothing invalid
 * stored, and everything stored is escaped in the mail that renders it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-fuzz-'));
process.env.DATABASE_URL = `file:${path.join(tmp, 'fuzz.db')}`;
process.env.RATE_LIMIT_CONTACT = '1000000/600';
process.env.RATE_LIMIT_NEWSLETTER = '1000000/600';
process.env.OUTBOX_WORKER = 'off';

const RUNS = 1000;

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 5000, maxLength: 20000 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; DROP TABLE contact_messages; --",
    '" OR 1=1 --',
    '\u0000\u0001\u0007\u001b[31m',
    '\r\nBcc: victim@example.com',
    '=HYPERLINK("http://evil")',
    'a@b',
    '@example.com',
    'user@@example.com',
    'user@example..com',
    'ユーザー@例え.jp',
    ' ',
    '',
  ),
);

/** A form body: the expected fields with nasty values, sometimes missing, sometimes extra. */
const body = (fields: string[]) =>
  fc
    .tuple(
      fc.dictionary(fc.constantFrom(...fields), nasty),
      fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 50 }), { maxKeys: 3 }),
      fc.constantFrom('on', '', 'true', 'off', '1'),
    )
    .map(([known, extra, consent]) => ({ ...extra, ...known, consent, agree: consent }));

function request(
  url: string,
  form: Record<string, string>,
  contentType = 'application/x-www-form-urlencoded',
) {
  const payload = contentType.startsWith('application/x-www-form-urlencoded')
    ? new URLSearchParams(form).toString()
    : JSON.stringify(form);
  return new Request(`http://localhost${url}`, {
    method: 'POST',
    body: payload,
    headers: {
      'content-type': contentType,
      accept: 'application/json',
      'x-forwarded-for': '198.51.100.7',
    },
  });
}

let handlers: Record<string, (req: Request) => Promise<Response>>;
beforeAll(async () => {
  handlers = {
    newsletter: (await import('@/app/api/newsletter/route')).POST,
    planAdvice: (await import('@/app/api/plan-advice/route')).POST,
    contact: (await import('@/app/api/contact/route')).POST,
  };
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function db() {
  const { getDb } = await import('@/lib/db');
  return getDb();
}

async function fuzz(name: string, url: string, fields: string[]) {
  let stored = 0;
  await fc.assert(
    fc.asyncProperty(
      body(fields),
      fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain'),
      async (form, type) => {
        const res = await handlers[name](request(url, form, type));
        expect(res.status).toBeLessThan(500);
        if (res.status === 200) stored++;
      },
    ),
    { numRuns: RUNS },
  );
  return stored;
}

describe('forms under generated bad input', () => {
  it(`newsletter: ${RUNS} inputs, no 5xx, only valid addresses stored`, async () => {
    await fuzz('newsletter', '/api/newsletter', ['email']);
    const { newsletterSchema } = await import('@/lib/validation/newsletter');
    const rows = await (await db()).selectFrom('subscribers').selectAll().execute();
    for (const r of rows)
      expect(newsletterSchema.safeParse({ email: r.email, consent: true }).success, r.email).toBe(
        true,
      );
  }, 120_000);

  it(`plan advice: ${RUNS} inputs, no 5xx, only valid messages stored, all escaped in mail`, async () => {
    await fuzz('planAdvice', '/api/plan-advice', ['name', 'email', 'message']);
    const { planAdviceSchema } = await import('@/lib/validation/plan-advice');
    const { escapeHtml } = await import('@/lib/forms/mail');
    const d = await db();
    const rows = await d
      .selectFrom('contact_messages')
      .selectAll()
      .where('source', '=', 'plans')
      .execute();
    for (const r of rows) {
      const check = planAdviceSchema.safeParse({
        name: r.name,
        email: r.email,
        message: r.message,
        agree: true,
      });
      expect(check.success, JSON.stringify(r).slice(0, 200)).toBe(true);
      const mail = await d
        .selectFrom('outbox')
        .selectAll()
        .where('ref_id', '=', r.id)
        .executeTakeFirstOrThrow();
      expect(mail.html_body).toContain(escapeHtml(r.message));
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
  }, 120_000);

  it(`contact: ${RUNS} inputs, no 5xx, only valid messages stored, all escaped in mail`, async () => {
    await fuzz('contact', '/api/contact', ['name', 'email', 'phone', 'subject', 'message']);
    const { contactSchema } = await import('@/lib/validation/contact');
    const { escapeHtml } = await import('@/lib/forms/mail');
    const d = await db();
    const rows = await d
      .selectFrom('contact_messages')
      .selectAll()
      .where('source', '=', 'contact')
      .execute();
    for (const r of rows) {
      const check = contactSchema.safeParse({ ...r, phone: r.phone ?? '', consent: true });
      expect(check.success, JSON.stringify(r).slice(0, 200)).toBe(true);
      const mail = await d
        .selectFrom('outbox')
        .selectAll()
        .where('ref_id', '=', r.id)
        .executeTakeFirstOrThrow();
      expect(mail.html_body).toContain(escapeHtml(r.name));
      expect(mail.html_body).toContain(escapeHtml(r.message));
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
  }, 180_000);

  it('refuses an oversize body with 413 and a cross-site post with 403', async () => {
    const big = request('/api/plan-advice', {
      name: 'a',
      email: 'a@example.com',
      message: 'x'.repeat(40_000),
      agree: 'on',
    });
    expect((await handlers.planAdvice(big)).status).toBe(413);
    const cross = request('/api/newsletter', { email: 'a@example.com', consent: 'on' });
    cross.headers.set('origin', 'https://evil.example');
    expect((await handlers.newsletter(cross)).status).toBe(403);
  });
});
