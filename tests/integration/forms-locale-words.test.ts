/**
 * Forms and mails in the visitor's language (issue 22), without a database: each form's one schema
 * in Arabic, the post's language (its hidden field) and Arabic mails with Arabic links. The routes,
 * the stored locale and the newsletter send: forms-locale.test.ts.
 */
import { describe, expect, it } from 'vitest';
import arMail from '@/content/ar/forms/mail.json';
import arMessages from '@/content/ar/forms/messages.json';
import enMessages from '@/content/forms/messages.json';
import { fill, formMessagesFor } from '@/lib/forms/validation/messages';
import { contactSchemaFor } from '@/lib/forms/validation/contact';
import { newsletterSchemaFor } from '@/lib/forms/validation/newsletter';
import { planAdviceSchemaFor } from '@/lib/forms/validation/plan-advice';
import { priceReportSchemaFor } from '@/lib/forms/validation/price-report';
import { firstErrors } from '@/lib/forms/validation/form';
import { postLocale } from '@/lib/forms/locale';
import { confirmationMail } from '@/lib/mail/bodies';
import { mailCopyFor } from '@/lib/mail/copy';
import { loadIssue } from '@/lib/newsletter/issue-file';
import { issueMailRenderer } from '@/lib/newsletter/render';
import { siteConfig } from '@/lib/config/site';
import { contactPost } from '../support/form-routes';

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
    const valid = { ...contactPost.ar, phone: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧', consent: true };
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
