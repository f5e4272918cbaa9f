/**
 * The reminder's last reader findings (issue 54): the text versions leave a space between an
 * address and the isolate's closing mark (a program that links addresses in text may take the mark
 * into the link) while the HTML keeps linking the address alone; the mail's HTML breaks a long
 * address on a narrow screen; the source line has one colon; the Arabic names the outbox as the
 * privacy policy does («صندوق الصادر»).
 */
import { describe, expect, it } from 'vitest';
import { getPage } from '@/lib/content';
import { reminderConfirmationMail, reminderMail } from '@/lib/remind/mail';
import { calendarEvent, CONTRACT_REMINDER } from '../support/reminder';

const r = CONTRACT_REMINDER;
const LINKS = {
  confirm: 'http://localhost:3000/remind/confirm?token=abc',
  delete: 'http://localhost:3000/remind/delete?token=abc',
};
const FIELDS = { what: 'contract', plan: 'elife-ultra-starter-24-months', endDate: '2027-06-30' };
const description = (locale: 'en' | 'ar') => calendarEvent(FIELDS, locale).description;
/** An address with an isolate mark directly after it. */
const MARK_AFTER_URL = /https?:\/\/[^\s\u2066-\u2069]+[\u2066-\u2069]/;

describe.each(['en', 'ar'] as const)('the reminder, last reader (%s)', (locale) => {
  it('leaves no isolate mark directly after an address in the text versions', () => {
    const texts = [
      reminderMail(r, locale).text,
      reminderConfirmationMail(r, LINKS, 48, locale).text,
      description(locale),
    ];
    for (const t of texts) expect(t).not.toMatch(MARK_AFTER_URL);
    if (locale === 'ar')
      expect(reminderMail(r, locale).text).toContain('ultra-starter.html \u2069');
  });

  it('keeps the HTML linking the address alone, its mark right after the link', () => {
    const html = reminderMail(r, locale).html;
    expect(html).not.toMatch(/https?:\/\/[^\s<"]* [\u2066-\u2069]/);
    if (locale === 'ar') expect(html).toContain('ultra-starter.html</a>\u2069');
  });

  it('breaks a long address in the HTML on a narrow screen, with an inline style', () => {
    for (const mail of [reminderMail(r, locale), reminderConfirmationMail(r, LINKS, 48, locale)])
      expect(mail.html).toMatch(/^<div [^>]*style="overflow-wrap:anywhere"[^>]*>/);
  });

  it('writes the source with one colon: publisher, then its address after a comma', () => {
    const text = reminderMail(r, locale).text;
    expect(text).toContain(
      locale === 'en'
        ? 'Source: e& (Etisalat), https://www.etisalat.ae/'
        : 'المصدر: \u2068إي آند (اتصالات سابقًا)\u2069، \u2066https://www.etisalat.ae/',
    );
    expect(text).not.toMatch(/(Source|المصدر): [^\n]*: \S*https?:/);
  });
});

describe('the Arabic reminder page names the outbox', () => {
  it('as «صندوق الصادر», not «قائمة الإرسال»', () => {
    const b = getPage('remind', 'ar').blocks;
    const texts = JSON.stringify(b);
    expect(texts).not.toContain('قائمة الإرسال');
    expect(b.email.text).toContain('إلى أن توضع رسالة التذكير في صندوق الصادر');
    expect(b.confirm.confirmed).toContain('عند وضعها في صندوق الصادر');
  });
});
