/**
 * Every plural phrase of the site, in both languages, read from content/ (page copy, JSON copy and
 * the `<Retention>` phrases of legal texts): English has `one` and `other`; Arabic has all six CLDR
 * categories, and each renders for 0, 1, 2, 3, 11 and 100 with the form of its category.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { fillSlots, plural, pluralCategory, type PluralForms } from '@/lib/i18n/format';

const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const root = path.resolve(__dirname, '../../content');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return /\.(mdx|json)$/.test(e.name) &&
      e.name !== 'glossary.json' &&
      e.name !== 'translations.json'
      ? [full]
      : [];
  });
}

const isForms = (v: unknown): v is PluralForms =>
  !!v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  'other' in v &&
  Object.keys(v).every((k) => (CATEGORIES as readonly string[]).includes(k));

function phrases(value: unknown, at: string, out: { at: string; forms: PluralForms }[]) {
  if (isForms(value)) out.push({ at, forms: value });
  else if (Array.isArray(value)) value.forEach((v, i) => phrases(v, `${at}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) phrases(v, `${at}.${k}`, out);
  return out;
}

/** `<Retention period="x" one="…" other="…" />` attributes as plural forms. */
function retentionPhrases(body: string, file: string) {
  return [...body.matchAll(/<Retention\b([^>]*)\/>/g)].map((m, i) => ({
    at: `${file} <Retention> #${i + 1}`,
    forms: Object.fromEntries(
      [...m[1].matchAll(/(\w+)="([^"]*)"/g)]
        .filter(([, k]) => k !== 'period')
        .map(([, k, v]) => [k, v]),
    ) as PluralForms,
  }));
}

function collect(locale: 'en' | 'ar') {
  const dir = locale === 'en' ? root : path.join(root, 'ar');
  const list = files(dir).filter(
    (f) => locale === 'ar' || !f.startsWith(path.join(root, 'ar') + path.sep),
  );
  return list.flatMap((file) => {
    const rel = path.relative(root, file);
    const text = fs.readFileSync(file, 'utf8');
    if (file.endsWith('.json')) return phrases(JSON.parse(text), rel, []);
    const { data, content } = matter(text);
    return [...phrases(data, rel, []), ...retentionPhrases(content, rel)];
  });
}

describe('plural phrases', () => {
  const en = collect('en');
  const ar = collect('ar');

  it('are found in both languages (the same number of them)', () => {
    expect(en.length).toBeGreaterThan(10);
    expect(ar.length).toBe(en.length);
  });

  it('English: 1 takes `one` (when the phrase varies), 0, 2 and 100 take `other`', () => {
    for (const { at, forms } of en) {
      expect(plural(1, forms, 'en'), at).toBe(fillSlots(forms.one ?? forms.other, { count: '1' }));
      for (const n of [0, 2, 100])
        expect(plural(n, forms, 'en'), at).toBe(fillSlots(forms.other, { count: String(n) }));
    }
  });

  it('Arabic: all six categories, each rendered for 0, 1, 2, 3, 11 and 100 in its own form', () => {
    const expected = { 0: 'zero', 1: 'one', 2: 'two', 3: 'few', 11: 'many', 100: 'other' } as const;
    for (const { at, forms } of ar) {
      for (const c of CATEGORIES) expect(forms[c], `${at}: no "${c}" form`).toBeTruthy();
      for (const [n, category] of Object.entries(expected)) {
        expect(pluralCategory(Number(n), 'ar')).toBe(category);
        const text = plural(Number(n), forms, 'ar');
        expect(text, `${at} for ${n}`).toBe(fillSlots(forms[category]!, { count: n }));
        expect(text, `${at} for ${n}: a slot left unfilled`).not.toMatch(/\{count\}/);
        // Arabic pages print Latin digits: a phrase that shows the number shows it as typed.
        if (forms[category]!.includes('{count}')) expect(text).toContain(n);
      }
    }
  });
});
