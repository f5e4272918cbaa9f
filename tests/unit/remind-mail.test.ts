/**
 * The reminder's e-mail (issue 54, the consumer-affairs editor's round 3): every link in its HTML
 * is the address alone (no closing punctuation, no isolate mark pulled into it), in both
 * languages, and it says what is kept after it as the privacy policy does (the outbox's and the
 * backups' periods, lib/db/retention.ts), not that everything is deleted now.
 */
import { describe, expect, it } from 'vitest';
import { retention } from '@/lib/db/retention';
import { paragraph, reminderConfirmationMail, reminderMail } from '@/lib/remind/mail';
import { CONTRACT_REMINDER } from '../support/reminder';

const r = CONTRACT_REMINDER;
const DELETE = 'http://localhost:3000/remind/delete?token=abc';
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe('the reminder e-mail', () => {
  it.each(['en', 'ar'] as const)('links each address without what follows it (%s)', (locale) => {
    const mail = reminderMail(r, locale);
    const links = hrefs(mail.html);
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const href of links) {
      expect(href).toMatch(/^https?:\/\//);
      expect(href).not.toMatch(/[.,;:)\u2066-\u2069]$/);
      // Each link is an address the text holds as is.
      expect(mail.text).toContain(href.replaceAll('&amp;', '&'));
    }
    expect(links).toContain(
      'https://www.etisalat.ae/en/mshop/home/plans/terms-and-conditions/ultra-starter.html',
    );
    expect(links.some((h) => h.endsWith('SkgZhoZeJI.html'))).toBe(true);
  });

  it('keeps punctuation after an address in the sentence, and links an address mid-sentence', () => {
    expect(paragraph('See https://example.com/a.html). Then.')).toBe(
      '<p>See <a href="https://example.com/a.html">https://example.com/a.html</a>). Then.</p>',
    );
    expect(paragraph('\u2068https://example.com/x\u2069.')).toBe(
      '<p>\u2068<a href="https://example.com/x">https://example.com/x</a>\u2069.</p>',
    );
  });

  it.each(['en', 'ar'] as const)(
    'says the sent mail stays in the outbox and the backups for their periods (%s)',
    (locale) => {
      const text = reminderMail(r, locale).text;
      const [intro] = text.split('\n\n');
      expect(intro).toMatch(new RegExp(`\\b${retention.deliveredOutboxDays}\\b`));
      expect(intro).toMatch(new RegExp(`\\b${retention.backupDays}\\b`));
      expect(intro).not.toMatch(/deleted it now|حذفناه الآن/);
    },
  );
});

const LINKS = { confirm: 'http://localhost:3000/remind/confirm?token=abc', delete: DELETE };
const FSI = '\u2068';
const LRI = '\u2066';
const PDI = '\u2069';
const marks = (t: string) => [...t].filter((c) => '\u2066\u2067\u2068\u2069'.includes(c)).join('');

describe('the reminder e-mails, as the Arabic editor read them (round 3)', () => {
  it("isolates the Arabic confirmation's plan and date once each, in reading order", () => {
    const intro = reminderConfirmationMail(r, LINKS, 48, 'ar').text.split('\n\n')[0];
    // The plan (with Arabic in its name) as one first-strong isolate, its Latin run and number
    // isolated once inside it; then what ends, and the date as one isolate.
    const plan = `${FSI}${LRI}eLife Ultra Starter${PDI}، عقد لمدة ${LRI}24${PDI} شهرًا${PDI}`;
    const date = `${FSI}${LRI}31${PDI} يناير ${LRI}2027${PDI}${PDI}`;
    expect(intro).toContain(`من هذا الموعد: ${plan} – ينتهي الحد الأدنى لمدة العقد في ${date}.`);
    expect(intro).not.toMatch(/\u2066\u2066|\u2068\u2068|\u2068\u2066\u2066/);
    // Every isolate opened is closed, in order: brand, days, plan (two inside), date.
    let depth = 0;
    for (const c of marks(intro)) {
      depth += c === PDI ? -1 : 1;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
    const twoInside = `${FSI}${LRI}${PDI}${LRI}${PDI}${PDI}`;
    expect(marks(intro)).toBe(`${LRI}${PDI}${LRI}${PDI}${twoInside}${twoInside}`);
  });

  it.each([
    [
      'en',
      /works for 48 hours, and an unconfirmed request is deleted (\d+) days after it was made/,
    ],
    [
      'ar',
      /صالح لمدة \u2066?48\u2069? ساعة، ونحذف الطلب غير المؤكد بعد \u2066?(\d+)\u2069? أيام من تقديمه/,
    ],
  ] as const)(
    'says the confirmation link works its hours and the request is deleted after the pruning period (%s)',
    (locale, sentence) => {
      const text = reminderConfirmationMail(r, LINKS, 48, locale).text;
      expect(Number(sentence.exec(text)?.[1])).toBe(retention.pendingSignupDays);
    },
  );

  it.each(['en', 'ar'] as const)(
    'offers no delete link in the final mail, whose reminder is already deleted, but does in the confirmation (%s)',
    (locale) => {
      const final = reminderMail(r, locale);
      expect(final.text).not.toContain('/remind/delete');
      expect(final.html).not.toContain('/remind/delete');
      expect(reminderConfirmationMail(r, LINKS, 48, locale).text).toContain(DELETE);
    },
  );
});
