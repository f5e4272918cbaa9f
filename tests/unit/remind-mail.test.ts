/**
 * The reminder's e-mail (issue 54, the consumer-affairs editor's round 3): every link in its HTML
 * is the address alone (no closing punctuation, no isolate mark pulled into it), in both
 * languages, and it says what is kept after it as the privacy policy does (the outbox's and the
 * backups' periods, lib/db/retention.ts), not that everything is deleted now.
 */
import { describe, expect, it } from 'vitest';
import { retention } from '@/lib/db/retention';
import { paragraph, reminderMail } from '@/lib/remind/mail';
import type { Reminder } from '@/lib/remind/request';

const r: Reminder = {
  what: 'contract',
  end: '2027-01-31',
  remindOn: '2027-01-01',
  lead: 30,
  plan: 'elife-ultra-starter-24-months',
};
const DELETE = 'http://localhost:3000/remind/delete?token=abc';
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe('the reminder e-mail', () => {
  it.each(['en', 'ar'] as const)('links each address without what follows it (%s)', (locale) => {
    const mail = reminderMail(r, DELETE, locale);
    const links = hrefs(mail.html);
    expect(links.length).toBeGreaterThanOrEqual(7);
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
      const text = reminderMail(r, DELETE, locale).text;
      const [intro] = text.split('\n\n');
      expect(intro).toMatch(new RegExp(`\\b${retention.deliveredOutboxDays}\\b`));
      expect(intro).toMatch(new RegExp(`\\b${retention.backupDays}\\b`));
      expect(intro).not.toMatch(/deleted it now|حذفناه الآن/);
    },
  );
});
