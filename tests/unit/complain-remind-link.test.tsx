/**
 * The exit-fee problem of /complain links to the reminder (issue 54's entry points): a visitor
 * still in a contract learns when its minimum term ends, after which leaving costs no exit fee
 * beyond the cap. The link is in the page's language; the other problems have none.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChosenProblem } from '@/components/complain/problem-picker';
import { LocaleProvider } from '@/components/ui/locale-context';
import { getComplaintProblems, getPage } from '@/lib/content';

describe.each([
  ['en', '/remind'],
  ['ar', '/ar/remind'],
] as const)('the chosen problem on /complain in %s', (locale, href) => {
  const problems = getComplaintProblems(locale);
  const copy = getPage('complain', locale).blocks.picker;
  const chosen = (problem: (typeof problems)[number]) =>
    renderToStaticMarkup(
      <LocaleProvider locale={locale}>
        <ChosenProblem problem={problem} copy={copy} locale={locale} />
      </LocaleProvider>,
    );
  const remindLinks = (html: string) =>
    [...html.matchAll(/<a [^>]*href="([^"]*remind[^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({
      href: m[1],
      text: m[2],
    }));

  it('links the early-termination fee to the reminder, in its language', () => {
    const exitFee = problems.find((p) => p.slug === 'early-termination-fee')!;
    expect(exitFee.remind).toBeTruthy();
    expect(remindLinks(chosen(exitFee))).toEqual([{ href, text: exitFee.remind }]);
  });

  it('links no other problem to it', () => {
    for (const p of problems.filter((q) => q.slug !== 'early-termination-fee'))
      expect(remindLinks(chosen(p)), p.slug).toEqual([]);
  });
});
