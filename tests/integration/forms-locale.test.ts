/**
 * Forms in the visitor's language (issue 22) with a database: the forms' Arabic answers (their
 * Server Actions' one pipeline) and /ar thank-you pages, the stored locale (migration 0005 on SQLite and PostgreSQL) and newsletter
 * issues in each subscriber's language. The schemas and mails alone: forms-locale-words.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import arMail from '@/content/ar/forms/mail.json';
import arMessages from '@/content/ar/forms/messages.json';
import enMessages from '@/content/forms/messages.json';
import { openDb } from '@/lib/db';
import { migrationProvider, type Dialect } from '@/lib/db/migrations';
import { subscribe } from '@/lib/forms/newsletter';
import { queueIssue, type QueueableIssue } from '@/lib/newsletter/send';
import { siteConfig } from '@/lib/config/site';
import { contactPost, formRoutesOver, refusal, submit } from '../support/form-routes';
import { databasesFor } from '../support/postgres';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-forms-locale-'));
process.env.OUTBOX_WORKER = 'off';
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const ar = arMessages.validation;

const backends = await databasesFor(['SQLite', `file:${path.join(tmp, 'routes.db')}`], {
  pglite: true,
});

/** A database migrated up to 0004 (the schema before issue 22), as a Kysely handle. */
async function before0005(kind: string): Promise<{ db: Kysely<unknown>; dialect: Dialect }> {
  let db: Kysely<unknown>;
  let dialect: Dialect;
  if (kind === 'SQLite') {
    db = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    dialect = 'sqlite';
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGliteDialect } = await import('kysely-pglite-dialect');
    db = new Kysely({ dialect: new PGliteDialect(new PGlite()) });
    dialect = 'postgres';
  }
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error } = await migrator.migrateTo('0004_newsletter_sends_outbox_leases');
  if (error) throw error;
  return { db, dialect };
}

describe.each(['SQLite', 'PostgreSQL (PGlite)'])('migration 0005 on %s', (kind) => {
  it('adds a locale column, English for the rows from before, to messages and subscribers', async () => {
    const { db, dialect } = await before0005(kind);
    const t = '2026-11-01T00:00:00.000Z';
    await db
      .insertInto('contact_messages' as never)
      .values({
        source: 'contact',
        name: 'Old',
        email: 'old@example.com',
        subject: 'general',
        message: 'm',
        consent_at: t,
        received_at: t,
        ip_hash: 'h',
        user_agent: 'ua',
      } as never)
      .execute();
    await db
      .insertInto('subscribers' as never)
      .values({
        email: 'old@example.com',
        status: 'confirmed',
        consent_at: t,
        created_at: t,
        unsubscribe_token: 'tok',
      } as never)
      .execute();
    const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
    const { error, results } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    expect(results?.map((r) => r.migrationName)).toContain('0005_visitor_locale');
    for (const table of ['contact_messages', 'subscribers'])
      expect(
        await db
          .selectFrom(table as never)
          .select('locale' as never)
          .execute(),
        table,
      ).toEqual([{ locale: 'en' }]);
    await db.destroy();
  });
});

let ip = 0;
function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://localhost:3000${url}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `198.51.100.${++ip}`,
      ...headers,
    },
  });
}
const contact = contactPost.ar;

describe.each(backends)('form routes in Arabic on %s', (_name, url) => {
  const live = formRoutesOver(url);

  it('locale=ar: the errors beside the fields and the message in Arabic, what was typed kept', async () => {
    const bad = { ...contact, email: 'nope', locale: 'ar' };
    const res = refusal(await submit('contact', bad));
    expect(res.message).toBe(arMessages.server.invalid);
    expect(res.errors).toEqual({ email: ar.email.invalid });
    expect(res.values).toMatchObject({ name: contact.name, email: 'nope' });
    // The same post in English answers in English.
    const en = refusal(await submit('contact', { ...bad, locale: 'en' }));
    expect(en.message).toBe(enMessages.server.invalid);
    expect(en.errors.email).toBe(enMessages.validation.email.invalid);
  });

  it('locale=ar: the thank-you page is /ar/contact/thank-you and the message stores ar', async () => {
    const res = await submit('contact', { ...contact, name: 'Arabic sender', locale: 'ar' });
    expect(res).toEqual({ redirect: '/ar/contact/thank-you' });
    // Only the field says the language (the action reads no Referer, no Accept-Language).
    const advice = await submit('planAdvice', {
      ...contact,
      name: 'Arabic advice',
      terms: 'on',
      locale: 'ar',
    });
    expect(advice).toEqual({ redirect: '/ar/contact/thank-you' });
    const english = await submit('contact', { ...contact, name: 'English sender' });
    expect(english).toEqual({ redirect: '/contact/thank-you' });
    const stored = await live.db
      .selectFrom('contact_messages')
      .select(['name', 'locale'])
      .where('name', 'in', ['Arabic sender', 'Arabic advice', 'English sender'])
      .orderBy('name')
      .execute();
    expect(stored).toEqual([
      { name: 'Arabic advice', locale: 'ar' },
      { name: 'Arabic sender', locale: 'ar' },
      { name: 'English sender', locale: 'en' },
    ]);
  });

  it('a price report stores the reader’s words as written, and the source link in a field of its own', async () => {
    const problem = `السعر الآن ٨٥ درهمًا شهريًا، وليس ٨٠ ${ip}`;
    const sourceUrl = 'https://www.du.ae/personal/mobile/postpaid';
    const plan = 'control-plan-80-national';
    for (const fields of [
      { planId: plan, problem, sourceUrl, consent: 'on', locale: 'ar' } as Record<string, string>,
      { planId: plan, problem: `${problem} (2)`, consent: 'on', locale: 'ar' },
    ])
      expect(await submit('priceReport', fields)).toEqual({
        redirect: '/ar/contact/thank-you',
      });
    const rows = await live.db
      .selectFrom('contact_messages')
      .select(['message', 'source_url', 'plan_id', 'locale'])
      .where('source', '=', 'price-report')
      .where('message', 'like', `${problem}%`)
      .orderBy('id')
      .execute();
    // No English "Source:" label appended to an Arabic message.
    expect(rows).toEqual([
      { message: problem, source_url: sourceUrl, plan_id: plan, locale: 'ar' },
      { message: `${problem} (2)`, source_url: null, plan_id: plan, locale: 'ar' },
    ]);
  });

  it('a post that names no language answers in English, the stated fallback; an unknown plan in the post language', async () => {
    const res = refusal(await submit('contact', { ...contact, email: 'nope' }));
    expect(res.message).toBe(enMessages.server.invalid);
    const page = refusal(
      await submit('priceReport', {
        planId: 'no-such-plan',
        problem: 'السعر خاطئ هنا.',
        consent: 'on',
        locale: 'ar',
      }),
    );
    expect(page.errors.planId).toBe(arMessages.server.unknownPlan);
  });

  it('newsletter sign-up in Arabic stores ar and queues an Arabic confirmation with /ar links; confirm and unsubscribe come back to /ar', async () => {
    const email = `ar${ip}@example.com`;
    const res = await submit('newsletter', { email, consent: 'on', locale: 'ar' });
    expect(res).toEqual({ redirect: '/ar/newsletter/thank-you' });
    const sub = await live.db
      .selectFrom('subscribers')
      .select(['locale', 'unsubscribe_token'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(sub.locale).toBe('ar');
    const mail = await live.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(
      arMail.newsletterConfirmation.subject.replace('{brand}', siteConfig.name),
    );
    expect(mail.html_body).toContain('lang="ar" dir="rtl"');
    expect(mail.html_body).toContain(arMail.newsletterConfirmation.button);
    expect(mail.text_body).toContain(`${siteConfig.url}/ar/newsletter/confirm?token=`);
    expect(mail.text_body).toContain(`${siteConfig.url}/ar/newsletter/unsubscribe?token=`);
    const token = decodeURIComponent(mail.text_body.match(/confirm\?token=([\w%-]+)/)![1]);
    const confirmed = await live.routes.confirm(
      post('/api/newsletter/confirm', { token, locale: 'ar' }),
    );
    expect(confirmed.headers.get('location')).toBe('/ar/newsletter/confirm?result=confirmed');
    const left = await live.routes.unsubscribe(
      post(
        '/api/newsletter/unsubscribe',
        { token: sub.unsubscribe_token, locale: 'ar' },
        {
          referer: `http://localhost:3000/ar/newsletter/unsubscribe?token=${sub.unsubscribe_token}`,
        },
      ),
    );
    expect(left.headers.get('location')).toBe('/ar/newsletter/unsubscribe?result=done');
  });
});

describe.each(backends.slice(0, 2))('the newsletter send on %s', (name, url) => {
  it('mails each subscriber the issue in their language when translated, else English', async () => {
    const db = await openDb(name === 'SQLite' ? `file:${path.join(tmp, 'send.db')}` : url);
    const now = new Date('2026-11-24T08:00:00Z');
    for (const [email, locale] of [
      ['en@example.com', 'en'],
      ['ar@example.com', 'ar'],
    ] as const) {
      await subscribe(db, email, now, locale);
      await db
        .updateTable('subscribers')
        .set({ status: 'confirmed' })
        .where('email', '=', email)
        .execute();
    }
    const mailFor = (u: string, locale: string) => ({
      subject: `subject ${locale}`,
      html: `<p>${u}</p>`,
      text: u,
    });
    const translated: QueueableIssue = {
      slug: 'two-languages',
      subject: 's',
      mailFor,
      locales: ['en', 'ar'],
    };
    const englishOnly: QueueableIssue = { slug: 'english-only', subject: 's', mailFor };
    await queueIssue(db, translated, now);
    await queueIssue(db, englishOnly, now);
    const rows = await db
      .selectFrom('outbox')
      .innerJoin('newsletter_deliveries as d', 'd.id', 'outbox.ref_id')
      .select(['d.issue', 'outbox.to_address', 'outbox.subject', 'outbox.text_body'])
      .where('outbox.kind', '=', 'newsletter_issue')
      .orderBy('d.issue')
      .orderBy('outbox.to_address')
      .execute();
    expect(rows.map((r) => [r.issue, r.to_address, r.subject])).toEqual([
      ['english-only', 'ar@example.com', 'subject en'],
      ['english-only', 'en@example.com', 'subject en'],
      ['two-languages', 'ar@example.com', 'subject ar'],
      ['two-languages', 'en@example.com', 'subject en'],
    ]);
    // The unsubscribe link is the page in the language of the mail.
    expect(rows[2].text_body).toContain('/ar/newsletter/unsubscribe?token=');
    expect(rows[0].text_body).not.toContain('/ar/');
    await db.destroy();
  });
});
