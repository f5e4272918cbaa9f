/**
 * What the cookie policy and the privacy policy say of storage and mail is what the code keeps
 * and sends (split from legal-texts.test.ts, which checks the forms, dates and retention).
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const legal = (slug: string) =>
  matter(fs.readFileSync(path.join(root, 'content/legal', `${slug}.mdx`), 'utf8'));
const plain = (s: string) => s.replace(/\s+/g, ' ');

describe('the cookie policy names every kind of browser storage the code uses', () => {
  const files = (dir: string): string[] =>
    fs
      .readdirSync(path.join(root, dir), { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory()
          ? files(path.join(dir, e.name))
          : /\.tsx?$/.test(e.name)
            ? [path.join(dir, e.name)]
            : [],
      );
  const code = ['components', 'lib', 'app']
    .flatMap(files)
    .map((f) => fs.readFileSync(path.join(root, f), 'utf8'));
  const used = (api: string) => code.some((c) => new RegExp(`\\.${api}\\b`).test(c));
  const why = (slug: string, locale?: string) => {
    const file = path.join(root, 'content', ...(locale ? [locale] : []), 'legal', `${slug}.mdx`);
    return plain(matter(fs.readFileSync(file, 'utf8')).content.split('## ')[2] ?? '');
  };

  const policies = (locale?: string) =>
    ['cookie-policy', 'privacy']
      .map((slug) =>
        plain(
          matter(
            fs.readFileSync(
              path.join(root, 'content', ...(locale ? [locale] : []), 'legal', `${slug}.mdx`),
              'utf8',
            ),
          ).content,
        ),
      )
      .join('\n');
  // Each kind of browser storage, as the policies name it in English and in Arabic.
  const kinds = [
    { api: 'localStorage', en: 'local storage', ar: 'التخزين المحلي' },
    { api: 'sessionStorage', en: 'session storage', ar: 'تخزين الجلسة' },
  ];

  it('the code uses local storage (the consent choice), and the comparison no session storage', () => {
    expect(used('localStorage')).toBe(true);
    expect(used('sessionStorage')).toBe(false);
  });

  it('its "Why We Use Cookies" section names local storage, and claims no single thing', () => {
    const en = why('cookie-policy');
    expect(en).toMatch(/^Why We Use Cookies/);
    expect(en).toContain('local storage');
    expect(en).not.toMatch(/The one thing/i);
    const ar = why('cookie-policy', 'ar');
    expect(ar).toContain('التخزين المحلي');
    expect(ar).not.toContain('الشيء الوحيد');
  });

  for (const { api, en, ar } of kinds)
    it(`the cookie and privacy policies name ${en} in both languages exactly when the code uses it`, () => {
      expect(policies().includes(en)).toBe(used(api));
      expect(policies('ar').includes(ar)).toBe(used(api));
    });
});

describe('what the cookie policy says the server keeps of a comparison link is what it keeps', () => {
  const arPolicy = () =>
    matter(fs.readFileSync(path.join(root, 'content/ar/legal/cookie-policy.mdx'), 'utf8'));
  it('promises at most five minutes in memory, in both languages, and the cache keeps no longer', async () => {
    const { RENDER_CACHE_TTL_MS } = await import('@/lib/server/render-cache.mjs');
    expect(RENDER_CACHE_TTL_MS).toBeLessThanOrEqual(5 * 60_000);
    expect(plain(legal('cookie-policy').content)).toContain(
      'keeps the page it built for that address in its memory for at most five minutes',
    );
    expect(plain(arPolicy().content)).toContain('في ذاكرته خمس دقائق على الأكثر');
    expect(plain(legal('cookie-policy').content)).not.toContain('Our server stores none of it');
  });
});

describe('the privacy policy says of mail what the code does, whatever the build saw (issue 51)', () => {
  const source = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  const policy = (locale: 'en' | 'ar') =>
    plain(
      matter(source(locale === 'en' ? 'content/legal/privacy.mdx' : 'content/ar/legal/privacy.mdx'))
        .content,
    );
  // Every kind of mail the outbox holds (lib/db/types.ts), as each policy names it.
  const named: Record<string, { en: string; ar: string }> = {
    newsletter_confirmation: { en: 'sign-up confirmations', ar: 'رسائل تأكيد الاشتراك' },
    newsletter_issue: { en: 'newsletter issues', ar: 'أعداد النشرة البريدية' },
    reminder: { en: 'reminders', ar: 'التذكيرات' },
    reminder_confirmation: { en: 'reminders and their confirmations', ar: 'ورسائل تأكيدها' },
    contact_notification: { en: 'notifications to our team', ar: 'الإشعارات المرسلة إلى فريقنا' },
  };

  it('the mail row and the outbox retention name every kind of mail the outbox holds', () => {
    const union = source('lib/db/types.ts').match(/kind:\s*((?:\s*\|\s*'\w+')+);/)?.[1] ?? '';
    const kinds = [...union.matchAll(/'(\w+)'/g)].map((m) => m[1]);
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(Object.keys(named)));
    for (const locale of ['en', 'ar'] as const) {
      const text = policy(locale);
      const row = text.match(/<Processors [^>]*\bmail="([^"]+)"/)?.[1] ?? '';
      const outbox =
        text
          .split(
            locale === 'en'
              ? '**Emails our software sends.**'
              : '**رسائل البريد الإلكتروني التي يرسلها برنامجنا.**',
          )[1]
          ?.split('\n')[0] ?? '';
      for (const kind of kinds) {
        expect(row, `${locale} ${kind}`).toContain(named[kind][locale]);
        expect(outbox.split('<Retention')[0].toLowerCase(), `${locale} ${kind}`).toContain(
          named[kind][locale],
        );
      }
    }
  });

  it('without a provider, mail is deleted unsent after the period the outbox prunes it at', () => {
    // lib/mail/outbox.ts deletes what is still unsent undeliveredOutboxDays() after it was queued,
    // with or without a mail server; the policy prints that very period, not a typed number.
    expect(source('lib/mail/outbox.ts')).toMatch(
      /export async function pruneUndeliverable\(db: Db, now = new Date\(\), days = undeliveredOutboxDays\(\)\)/,
    );
    for (const [locale, lead] of [
      ['en', 'Without one, no email leaves our server'],
      ['ar', 'وإن لم توجد، فلا تخرج أي رسالة بريد إلكتروني من خادمنا'],
    ] as const) {
      const sentence = policy(locale).split(lead)[1]?.split('\n')[0] ?? '';
      expect(sentence, locale).toMatch(/^[^<]*<Retention period="undeliveredOutboxDays"/);
      expect(policy(locale)).not.toMatch(/notConfigured=|Not configured|غير مُعَدّ/);
    }
  });
});
