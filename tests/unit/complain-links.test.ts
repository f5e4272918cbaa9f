/**
 * How visitors reach "Write my complaint" and what its letter can open (issue 31): each
 * problem's guide links to it with the problem chosen, in both languages; the complaints guide,
 * the TDRA FAQ and the bill and roaming guides link to the page; mailto only where an address is
 * sourced; the page takes the POST of its server action, no other page does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeLetter } from '@/lib/complain/letter';
import { getComplaintProblems, getPage } from '@/lib/content';
import { LOCALES } from '@/lib/i18n/format';
import { allowedMethods } from '@/lib/server/http-methods.mjs';

const content = path.join(__dirname, '../../content');
const read = (locale: string, rel: string) =>
  fs.readFileSync(path.join(content, locale === 'en' ? '' : locale, rel), 'utf8');

describe.each(LOCALES)('links to /complain in %s', (locale) => {
  it.each(getComplaintProblems(locale).map((p) => [p.slug, p.guide] as const))(
    '%s: its guide links to it with the problem chosen',
    (slug, guide) => {
      const file = `guides/${guide.match(/^\/guides\/([a-z0-9-]+)/)![1]}.mdx`;
      expect(read(locale, file)).toContain(`](/complain?problem=${slug})`);
    },
  );

  it.each([
    'guides/complaints-and-your-rights.mdx',
    'faq/complain-and-escalate-to-tdra.mdx',
    'guides/reading-your-bill-and-vat.mdx',
    'guides/roaming-without-bill-shock.mdx',
  ])('%s links to it', (file) => {
    expect(read(locale, file)).toMatch(/\]\(\/complain(\?problem=[a-z-]+)?\)/);
  });
});

describe('the letter', () => {
  const problem = getComplaintProblems('en')[0];
  const input = {
    name: 'N',
    account: 'A',
    operator: 'du' as const,
    date: '2026-01-05',
    description: 'D & more',
    writtenOn: '2026-01-06',
    replyBy: '2026-12-31',
    letterLocale: 'en' as const,
    fee: 90000,
    monthly: 10000,
    vat: 'included' as const,
    deviceDue: 0,
  };

  it('offers no mail link for an operator without a sourced complaints address', () => {
    const copy = getPage('complain', 'en').blocks;
    expect(Object.values(copy.operators).some((o) => o.email)).toBe(false);
    expect(composeLetter(problem, copy, input, 'en').mailto).toBeNull();
  });

  it('opens the mail program with the letter where an address is sourced', () => {
    const copy = getPage('complain', 'en').blocks;
    const withEmail = {
      ...copy,
      operators: { ...copy.operators, du: { ...copy.operators.du, email: 'complaints@du.test' } },
    };
    const letter = composeLetter(problem, withEmail, input, 'en');
    expect(letter.mailto).toMatch(/^mailto:complaints@du\.test\?subject=/);
    const body = new URL(letter.mailto!).searchParams.get('body');
    expect(body).toBe(letter.text);
  });
});

describe('the methods a path accepts', () => {
  it('lets the pages with a form on a Server Action take its post, and no other page', () => {
    for (const p of [
      '/complain',
      '/ar/complain',
      '/complain/',
      '/',
      '/ar',
      '/contact',
      '/ar/contact',
      '/plans',
      '/ar/plans',
      '/plans/catalogue/du-power-plan',
      '/ar/plans/catalogue/du-power-plan',
    ])
      expect(allowedMethods(p), p).toEqual(['GET', 'HEAD', 'POST']);
    for (const p of ['/about', '/ar/about', '/complain/x', '/plans/compare', '/contact/thank-you'])
      expect(allowedMethods(p), p).toEqual(['GET', 'HEAD']);
  });
});
