/**
 * The chosen problem's sources on /complain (issue 51, the Arabic editor): a source whose entry
 * gives its publication day shows it in the page's language after its title («بتاريخ 7 مايو
 * 2020»), and the title no longer carries an English date.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChosenProblem } from '@/components/complain/problem-picker';
import { LocaleProvider } from '@/components/ui/locale-context';
import { getComplaintProblems, getPage } from '@/lib/content';
import { LOCALES } from '@/lib/i18n/format';

describe.each(LOCALES)('a dated source of a complaint problem (%s)', (locale) => {
  /** The chosen problem's panel, with its sources, as the page renders it. */
  const chosen = (slug: string) => {
    const problem = getComplaintProblems(locale).find((p) => p.slug === slug)!;
    const html = renderToStaticMarkup(
      <LocaleProvider locale={locale}>
        <ChosenProblem
          problem={problem}
          copy={getPage('complain', locale).blocks.picker}
          locale={locale}
        />
      </LocaleProvider>,
    );
    return { problem, html };
  };

  it('shows its publication day in the page’s language', () => {
    const { html } = chosen('subscription-without-otp');
    const expected = { en: 'dated', ar: 'بتاريخ' }[locale];
    const date = { en: '7 May 2020', ar: '7 مايو 2020' }[locale];
    expect(html).toContain(`${expected} <time dateTime="2020-05-07"><bdi>${date}</bdi></time>`);
    expect(html).not.toContain('(7 May 2020)');
  });

  it('labels the day we read each source, so it is not taken for the publication day', () => {
    const { problem, html } = chosen('early-termination-fee');
    const label = { en: 'accessed', ar: 'تاريخ الاطلاع' }[locale];
    const read = problem.sources.map((s) => s.accessed);
    expect(read.length).toBeGreaterThan(0);
    expect(html.match(new RegExp(`\\(${label} <bdi>`, 'g'))?.length).toBe(read.length);
  });
});
