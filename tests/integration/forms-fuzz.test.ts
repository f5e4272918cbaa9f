/**
 * Throws generated bad input at every form's Server Action pipeline (property-based, fast-check),
 * on SQLite and on a real PostgreSQL server: wrong types, huge strings, C0/C1 control characters,
 * NUL, bidi overrides, zero-width-only text, non-NFC text, file parts in text fields (multipart),
 * HTML/script, SQL meta-characters, malformed e-mails. It shows: never a server failure (the
 * pipeline's 500 answer, "something went wrong on our side"), nothing invalid stored, everything
 * stored is clean (NFC, no controls) and escaped in the mail that renders it. The counts per form
 * and database are printed. (A body that is no multipart form never reaches an action: server.mjs's
 * guard refuses it, server-actions.test.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db';
import { databasesFor } from '../support/postgres';
import enMessages from '@/content/forms/messages.json';
import { body, nearlyValid, type Part } from '../support/fuzz-inputs';
import { submit, type FormName } from '../support/form-routes';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-fuzz-'));
process.env.RATE_LIMIT_CONTACT = '1000000/600';
process.env.RATE_LIMIT_NEWSLETTER = '1000000/600';
process.env.OUTBOX_WORKER = 'off';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/**
 * New inputs each run, from a seed printed with the counts: a failure, also one found in the
 * stored rows after the property, is replayed with FUZZ_SEED=<seed>.
 */
const SEED = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const backends = await databasesFor(['SQLite', `file:${path.join(tmp, 'fuzz.db')}`]);

/** Stored text is clean: NFC, no controls (newline and tab in messages only), no bidi controls in single lines. */
function expectClean(value: string | null, multiline = false) {
  if (value === null) return;
  expect(value, JSON.stringify(value)).toBe(value.normalize('NFC'));
  expect(value).not.toMatch(
    multiline
      ? /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/
      : /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/,
  );
  expect(value).not.toContain('[object File]');
}

describe.each(backends)('forms under generated bad input on %s', (dbName, url) => {
  let db: Db;
  const counts: Record<string, { runs: number; stored: number; refused: number }> = {};
  beforeAll(async () => {
    db = await openDb(url);
    // The route handlers use the process-wide database: make it this one.
    (globalThis as unknown as { clearsignalDb?: Promise<Db> }).clearsignalDb = Promise.resolve(db);
  }, 60_000);
  afterAll(async () => {
    for (const [form, c] of Object.entries(counts))
      console.log(
        `[fuzz] ${dbName} ${form}: ${c.runs} inputs, ${c.stored} accepted, ${c.refused} refused beside their fields, 0 server failures (FUZZ_SEED=${SEED})`,
      );
    (globalThis as unknown as { clearsignalDb?: Promise<Db> }).clearsignalDb = undefined;
    await db.destroy();
  });

  async function fuzz(name: FormName, fields: string[]) {
    const c = (counts[name] = { runs: 0, stored: 0, refused: 0 });
    const input = fc.oneof(
      body(fields),
      nearlyValid(name, fields) as fc.Arbitrary<Record<string, Part>>,
    );
    await fc.assert(
      fc.asyncProperty(input, async (form) => {
        // As the action receives it: multipart form data, file parts and all.
        const fd = new FormData();
        for (const [k, v] of Object.entries(form))
          fd.append(
            k,
            typeof v === 'string' ? v : new File([v.file], 'upload.txt', { type: 'text/plain' }),
          );
        const res = await submit(name, fd, { visitor: '198.51.100.7' });
        c.runs++;
        if ('redirect' in res) c.stored++;
        else {
          c.refused++;
          expect(res.state.message).not.toBe(enMessages.server.failed);
        }
        // A file part in any field: refused beside it.
        if (Object.values(form).some((v) => typeof v !== 'string'))
          expect('state' in res && Object.keys(res.state.errors).length > 0).toBe(true);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }

  /**
   * The messages a form stored, each with the one mail that notifies it. Issue 20: that mail names
   * the message and the command that shows it, never its text; its subject is one line.
   */
  async function messagesWithMail(source: 'plans' | 'contact') {
    const rows = await db
      .selectFrom('contact_messages')
      .selectAll()
      .where('source', '=', source)
      .execute();
    const found = [];
    for (const r of rows) {
      const mail = await db
        .selectFrom('outbox')
        .selectAll()
        .where('ref_id', '=', r.id)
        .executeTakeFirstOrThrow();
      expect(mail.text_body).toContain(`npm run inbox -- show ${r.id}`);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      found.push({ r, mail });
    }
    return found;
  }

  it(`newsletter: ${RUNS} inputs, no server failure, only valid addresses stored`, async () => {
    await fuzz('newsletter', ['email']);
    const { newsletterSchema } = await import('@/lib/forms/validation/newsletter');
    const rows = await db.selectFrom('subscribers').selectAll().execute();
    for (const r of rows) {
      expect(newsletterSchema.safeParse({ email: r.email, consent: true }).success, r.email).toBe(
        true,
      );
      expectClean(r.email);
    }
  }, 300_000);

  it(`plan advice: ${RUNS} inputs, no server failure, only valid clean messages stored, none copied into mail`, async () => {
    await fuzz('planAdvice', ['name', 'email', 'message']);
    const { planAdviceSchema } = await import('@/lib/forms/validation/plan-advice');
    const { escapeHtml } = await import('@/lib/mail/bodies');
    for (const { r, mail } of await messagesWithMail('plans')) {
      const check = planAdviceSchema.safeParse({
        name: r.name,
        email: r.email,
        message: r.message,
        consent: true,
        terms: true,
      });
      expect(check.success, JSON.stringify(r).slice(0, 200)).toBe(true);
      expectClean(r.name);
      expectClean(r.message, true);
      expect(mail.html_body).not.toContain(escapeHtml(r.message));
      expect(mail.text_body).not.toContain(r.message);
    }
  }, 300_000);

  it(`contact: ${RUNS} inputs, no server failure, only valid clean messages stored, none copied into mail`, async () => {
    await fuzz('contact', ['name', 'email', 'phone', 'subject', 'message']);
    const { contactSchema } = await import('@/lib/forms/validation/contact');
    const { escapeHtml } = await import('@/lib/mail/bodies');
    for (const { r, mail } of await messagesWithMail('contact')) {
      const check = contactSchema.safeParse({ ...r, phone: r.phone ?? '', consent: true });
      expect(check.success, JSON.stringify(r).slice(0, 200)).toBe(true);
      expectClean(r.name);
      expectClean(r.phone);
      expectClean(r.message, true);
      for (const body of [mail.subject, mail.text_body, mail.html_body]) {
        expect(body).not.toContain(r.message);
        expect(body).not.toContain(escapeHtml(r.message));
        expect(body).not.toContain(r.email);
      }
      expect(mail.text_body.split('\n').filter((l) => /^Bcc:/i.test(l))).toEqual([]);
    }
  }, 300_000);
});
