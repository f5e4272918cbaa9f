/**
 * A rule line names the authority as its cited source names it (issue 51, readers' finding 2): the
 * instruments of 2016 to 2020 (the data cap, pay-per-use data, network repairs, subscriptions by
 * one-time password, the exit-fee cap) were issued by the Telecommunications Regulatory Authority,
 * TRA («الهيئة العامة لتنظيم قطاع الاتصالات», the glossary's name), now the TDRA. Never "the
 * regulator's decision" with no name, never a blanket TDRA for an instrument issued before it.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const TRA = {
  en: 'Telecommunications Regulatory Authority',
  ar: 'الهيئة العامة لتنظيم قطاع الاتصالات',
};
const UNNAMED = {
  en: /\bthe regulator's (decision|directive)|\bTDRA rule\b/i,
  ar: /الجهة التنظيمية|قاعدة هيئة تنظيم الاتصالات والحكومة الرقمية/,
};
const dirOf = { en: 'content', ar: 'content/ar' } as const;

function complaints(locale: 'en' | 'ar') {
  const dir = path.join(root, dirOf[locale], 'complaints');
  return fs.readdirSync(dir).map((f) => {
    const data = matter(fs.readFileSync(path.join(dir, f), 'utf8')).data;
    const rules = [data.rule, data.home?.rule].filter((r): r is string => typeof r === 'string');
    return { file: f, rules };
  });
}

describe.each(['en', 'ar'] as const)(
  'the rule lines in %s name the issuing authority',
  (locale) => {
    it.each(complaints(locale).map((c) => [c.file, c.rules] as const))(
      'complaints/%s: a rule of 2016 to 2020 names the TRA, and none leaves the authority unnamed',
      (_file, rules) => {
        for (const rule of rules) {
          expect(rule).not.toMatch(UNNAMED[locale]);
          if (/\b20(1[6-9]|20)\b/.test(rule)) expect(rule).toContain(TRA[locale]);
        }
      },
    );

    it.each(['catalogue', 'compare'])('the exit-fee rule box of pages/%s names the TRA', (slug) => {
      const text = fs.readFileSync(path.join(root, dirOf[locale], 'pages', `${slug}.mdx`), 'utf8');
      expect(text).toContain(TRA[locale]);
      expect(text).not.toMatch(UNNAMED[locale]);
    });
  },
);
