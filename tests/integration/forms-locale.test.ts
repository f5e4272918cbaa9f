/**
 * Forms, messages and mails in the visitor's language (issue 22): each form's one schema in
 * Arabic, the post's language (its hidden field), the route handlers' Arabic answers
 * and /ar redirects, the stored locale (migration 0005 on SQLite and PostgreSQL), Arabic mails
 * with Arabic links, and newsletter issues in each subscriber's language.
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
import { fill, formMessagesFor } from '@/lib/forms/validation/messages';
import { contactSchemaFor } from '@/lib/forms/validation/contact';
import { newsletterSchemaFor } from '@/lib/forms/validation/newsletter';
import { planAdviceSchemaFor } from '@/lib/forms/validation/plan-advice';
import { priceReportSchemaFor } from '@/lib/forms/validation/price-report';
import { firstErrors } from '@/lib/forms/validation/form';
import { postLocale } from '@/lib/forms/locale';
import { confirmationMail } from '@/lib/mail/bodies';
import { mailCopyFor } from '@/lib/mail/copy';
import { subscribe } from '@/lib/forms/newsletter';
import { loadIssue } from '@/lib/newsletter/issue-file';
import { issueMailRenderer } from '@/lib/newsletter/render';
import { queueIssue, type QueueableIssue } from '@/lib/newsletter/send';
import { siteConfig } from '@/lib/config/site';
import { contactPost, formRoutesOver } from '../support/form-routes';
import { databasesFor } from '../support/postgres';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-forms-locale-'));
process.env.OUTBOX_WORKER = 'off';
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const ARABIC = /[\u0600-\u06ff]/;
const ar = arMessages.validation;
const errorsOf = (schema: { safeParse: (v: unknown) => unknown }, input: unknown) => {
  const parsed = schema.safeParse(input) as { success: boolean; error?: import('zod').ZodError };
  return parsed.success ? {} : firstErrors<string>(parsed.error!);
};

describe('each form’s schema in Arabic', () => {
  it('contact: every field’s message is the Arabic content’s, the rules the English ones', () => {
    const empty = {
      name: '',
      email: 'x',
      phone: 'abc',
      subject: 'nope',
      message: 'short',
      consent: false,
    };
    expect(errorsOf(contactSchemaFor('ar'), empty)).toEqual({
      name: ar.name.required,
      email: ar.email.invalid,
      phone: ar.phone.invalid,
      subject: ar.subject.invalid,
      message: fill(ar.contactMessage.min, { min: 50 }, 'ar'),
      consent: ar.contactConsent.required,
    });
    // The same input fails the same fields in English, with the English words.
    const en = errorsOf(contactSchemaFor('en'), empty);
    expect(Object.keys(en).sort()).toEqual(
      Object.keys(errorsOf(contactSchemaFor('ar'), empty)).sort(),
    );
    expect(en.name).toBe(enMessages.validation.name.required);
    // The character rules name the Arabic field.
    const bidi = errorsOf(contactSchemaFor('ar'), { ...empty, name: 'a\u202eb' });
    expect(bidi.name).toBe(ar.text.bidi.replace('{label}', ar.name.label));
  });

  it('contact: a phone number typed in Arabic-Indic digits is accepted and kept in Latin digits', () => {
    const valid = {
      name: 'عائشة',
      email: 'aisha@example.com',
      phone: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧',
      subject: 'general',
      message:
        'أود الحصول على نصيحة بشأن الإنترنت المنزلي لشقة من غرفتي نوم في دبي مارينا من فضلكم.',
      consent: true,
    };
    const parsed = contactSchemaFor('ar').safeParse(valid);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.phone).toBe('+971 50 123 4567');
    expect(contactSchemaFor('en').safeParse(valid).data?.phone).toBe('+971 50 123 4567');
  });

  it('newsletter, plan advice and price report answer in Arabic', () => {
    expect(errorsOf(newsletterSchemaFor('ar'), { email: '', consent: false })).toEqual({
      email: ar.email.required,
      consent: ar.newsletterConsent.required,
    });
    expect(
      errorsOf(planAdviceSchemaFor('ar'), {
        name: 'x',
        email: 'a@b.co',
        message: 'قصير',
        consent: false,
        terms: false,
      }),
    ).toEqual({
      message: fill(ar.adviceMessage.min, { min: 20 }, 'ar'),
      consent: ar.adviceConsent.required,
      terms: ar.adviceTerms.required,
    });
    expect(
      errorsOf(priceReportSchemaFor('ar'), {
        planId: 'Bad Plan',
        problem: '',
        sourceUrl: 'ftp://x',
        email: '',
        consent: false,
      }),
    ).toEqual({
      planId: ar.priceReportPlan.invalid,
      problem: ar.priceReportProblem.required,
      sourceUrl: ar.priceReportSource.invalid,
      consent: ar.priceReportConsent.required,
    });
  });

  it('is made once per language', () => {
    expect(contactSchemaFor('ar')).toBe(contactSchemaFor('ar'));
    expect(contactSchemaFor('ar')).not.toBe(contactSchemaFor('en'));
    expect(formMessagesFor('ar').status.subscribing).toBe(arMessages.status.subscribing);
  });
});

describe('the language of a post', () => {
  const withLocale = (value: string) => {
    const f = new FormData();
    f.set('locale', value);
    return f;
  };
  it('is the hidden field (only en or ar; anything else is English)', () => {
    expect(postLocale(withLocale('ar'))).toBe('ar');
    expect(postLocale(withLocale('en'))).toBe('en');
    expect(postLocale(withLocale('fr'))).toBe('en');
  });
  it('is English, the stated fallback, when the field is missing: no header is consulted', () => {
    expect(postLocale(new FormData())).toBe('en');
    expect(postLocale(null)).toBe('en');
  });
});

// --- The database: migration 0005 and the routes, on SQLite and PostgreSQL ---------------------

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
const json = { accept: 'application/json' };
const contact = contactPost.ar;

describe.each(backends)('form routes in Arabic on %s', (_name, url) => {
  const live = formRoutesOver(url);

  it('locale=ar: JSON errors in Arabic; without JavaScript, /ar/form-error', async () => {
    const bad = { ...contact, email: 'nope', locale: 'ar' };
    const res = await live.routes.contact(post('/api/contact', bad, json));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(arMessages.server.invalid);
    expect(body.errors).toEqual({ email: ar.email.invalid });
    const page = await live.routes.contact(post('/api/contact', bad));
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/ar/form-error?reason=invalid');
    // The same post in English answers in English, to the unprefixed page.
    const en = await live.routes.contact(post('/api/contact', { ...bad, locale: 'en' }));
    expect(en.headers.get('location')).toBe('/form-error?reason=invalid');
    const enJson = await (
      await live.routes.contact(post('/api/contact', { ...bad, locale: 'en' }, json))
    ).json();
    expect(enJson.errors.email).toBe(enMessages.validation.email.invalid);
  });

  it('locale=ar: the thank-you page is /ar/contact/thank-you and the message stores ar', async () => {
    const res = await live.routes.contact(
      post('/api/contact', { ...contact, name: 'Arabic sender', locale: 'ar' }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ar/contact/thank-you');
    const advice = await live.routes.planAdvice(
      post(
        '/api/plan-advice',
        { ...contact, name: 'Arabic advice', terms: 'on', locale: 'ar' },
        // The Referer is not read: only the field says the language.
        { referer: 'http://localhost:3000/contact' },
      ),
    );
    expect(advice.headers.get('location')).toBe('/ar/contact/thank-you');
    const english = await live.routes.contact(
      post('/api/contact', { ...contact, name: 'English sender' }),
    );
    expect(english.headers.get('location')).toBe('/contact/thank-you');
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
      expect((await live.routes.priceReport(post('/api/price-report', fields))).status).toBe(303);
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

  it('a refusal before the body is read answers in English, the stated fallback (no header is read)', async () => {
    const res = await live.routes.contact(
      post('/api/contact', contact, {
        ...json,
        origin: 'https://evil.example',
        referer: 'http://localhost:3000/ar/contact',
      }),
    );
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(enMessages.server.crossSite);
    const page = await live.routes.priceReport(
      post(
        '/api/price-report',
        { planId: 'no-such-plan', problem: 'السعر خاطئ هنا.', consent: 'on', locale: 'ar' },
        json,
      ),
    );
    expect((await page.json()).errors.planId).toBe(arMessages.server.unknownPlan);
  });

  it('newsletter sign-up in Arabic stores ar and queues an Arabic confirmation with /ar links; confirm and unsubscribe come back to /ar', async () => {
    const email = `ar${ip}@example.com`;
    const res = await live.routes.newsletter(
      post('/api/newsletter', { email, consent: 'on', locale: 'ar' }),
    );
    expect(res.headers.get('location')).toBe('/ar/newsletter/thank-you');
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

describe('mails in Arabic', () => {
  it('the double opt-in mail: Arabic words, Arabic plural, right to left', () => {
    const mail = confirmationMail(
      {
        brand: 'ClearSignal',
        confirmUrl: 'https://clearsignal.test/ar/newsletter/confirm?token=t',
        unsubscribeUrl: 'https://clearsignal.test/ar/newsletter/unsubscribe?token=u',
        validHours: 48,
      },
      mailCopyFor('ar').newsletterConfirmation,
      'ar',
    );
    expect(mail.subject).toMatch(ARABIC);
    expect(mail.html.startsWith('<div lang="ar" dir="rtl">')).toBe(true);
    expect(mail.text).toContain(arMail.newsletterConfirmation.expiry.many.replace('{count}', '48'));
  });

  it('a newsletter issue in Arabic: lang and dir, links to the Arabic pages, Arabic date', () => {
    const render = issueMailRenderer(
      {
        subject: 'العدد الأول',
        preheader: 'ما الجديد',
        date: '2026-11-24',
        body: 'اقرأ [دليل التجوال](/guides/roaming-without-bill-shock) و[الهيئة](https://tdra.gov.ae/).',
      },
      {
        siteUrl: 'https://clearsignal.test',
        brand: 'ClearSignal',
        webUrl: 'https://clearsignal.test/ar/newsletter/x',
        copy: { reason: 'السبب {brand}', unsubscribe: 'إلغاء الاشتراك', webVersion: 'على الويب' },
        locale: 'ar',
      },
    );
    const mail = render('https://clearsignal.test/ar/newsletter/unsubscribe?token=t');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain(
      'href="https://clearsignal.test/ar/guides/roaming-without-bill-shock"',
    );
    expect(mail.html).toContain('href="https://tdra.gov.ae/"');
    expect(mail.text).toContain('(https://clearsignal.test/ar/guides/roaming-without-bill-shock)');
    expect(mail.html).toContain('نوفمبر');
  });

  it('loadIssue reads the Arabic translation beside the English issue', () => {
    const issue = loadIssue('2026-11-24-whats-on-clearsignal');
    expect(issue.locales).toEqual(['en', 'ar']);
    const ar = issue.mailFor('https://u.test/x', 'ar');
    const en = issue.mailFor('https://u.test/x', 'en');
    expect(ar.subject).toMatch(ARABIC);
    expect(en.subject).not.toMatch(ARABIC);
    expect(ar.html).toContain(`${siteConfig.url}/ar/guides/`);
    expect(ar.html).toContain(`${siteConfig.url}/ar/newsletter/2026-11-24-whats-on-clearsignal`);
    expect(en.html).not.toContain('/ar/');
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
