/**
 * The exit-fee letter's date rule agrees with its sources and the rule box (issue 51, readers'
 * finding 4c): the TRA capped the fee for new individual mobile contracts from 20 March 2019
 * (Gulf News, 20 March 2019: contracts signed after the announcement), and for every contract,
 * mobile, fixed and internet, from 1 January 2020. So a mobile contract left from 20 March 2019
 * gets a letter, citing that earlier rule and its report; a home contract still needs 2020.
 */
import { describe, expect, it } from 'vitest';
import { composeLetter } from '@/lib/complain/letter';
import { formatDate, LOCALES } from '@/lib/i18n/format';
import { exitFeeCase, strip } from '../support/complaint';

const NOW = new Date('2026-11-26T12:00:00Z');
const MARCH_REPORT =
  'https://gulfnews.com/uae/government/tra-announces-new-rules-for-uae-phone-users';

describe.each(LOCALES)('the exit-fee letter in %s', (locale) => {
  const exit = exitFeeCase(locale, NOW, {
    operator: 'du',
    fee: '500',
    monthly: '200',
    vat: 'excluded',
  });
  const { problem, copy } = exit;
  const check = (service: string, date: string, signed?: string) =>
    exit.check({ service, date, signed });

  it('writes a letter for a mobile contract left between March and December 2019, citing the March 2019 rule', () => {
    expect(problem.newMobile?.from).toBe('2019-03-20');
    for (const date of ['2019-03-20', '2019-06-15', '2019-12-31']) {
      const r = check('mobile', date, '2019-03-20');
      expect(r.ok, date).toBe(true);
      if (!r.ok) continue;
      const text = strip(composeLetter(problem, copy, r.input, locale).text);
      expect(text).toContain(strip(problem.newMobile!.rule));
      expect(text).toContain(MARCH_REPORT);
    }
  });

  it('cites the 2020 rule for a mobile contract left from 1 January 2020', () => {
    const r = check('mobile', '2020-01-01');
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(strip(composeLetter(problem, copy, r.input, locale).text)).toContain(
        strip(problem.rule),
      );
  });

  it('refuses a mobile contract left before 20 March 2019, and a home contract left before 2020', () => {
    const mobile = check('mobile', '2019-03-19');
    expect(mobile.ok).toBe(false);
    if (!mobile.ok)
      expect(strip(mobile.errors.date!)).toContain(
        strip(formatDate('2019-03-20', locale, 'day-month-year')),
      );
    const home = check('home', '2019-06-15');
    expect(home.ok).toBe(false);
    if (!home.ok)
      expect(strip(home.errors.date!)).toContain(
        strip(formatDate('2020-01-01', locale, 'day-month-year')),
      );
  });
});
