/**
 * The exit-fee letter after the consumer-affairs editor's second reading (issue 51): a mobile
 * contract left in 2019 needs the day it was signed (Gulf News, 20 March 2019: the cap was "not
 * retroactively applied to contracts already signed"), refused when signed before 20 March 2019;
 * a 2019 letter words a device overcharge as a billing error, not as the rule; and English letters
 * write their dates day-month-year, as the legal pages do.
 */
import { describe, expect, it } from 'vitest';
import { fieldsOf } from '@/lib/complain/fields';
import { composeLetter } from '@/lib/complain/letter';
import { checkComplaint } from '@/lib/complain/schema';
import { getComplaintProblems, getPage } from '@/lib/content';
import { formatDate, LOCALES } from '@/lib/i18n/format';
import { exitFeeCase, longest, strip } from '../support/complaint';

const NOW = new Date('2026-11-29T12:00:00Z');

describe.each(LOCALES)('the exit-fee letter of a contract left in 2019 (%s)', (locale) => {
  const { problem, copy, check } = exitFeeCase(locale, NOW, {
    operator: 'du',
    date: '2019-06-15',
    service: 'mobile',
    fee: '500',
    monthly: '200',
    vat: 'included',
    deviceCharged: '300',
    deviceDue: '100',
  });
  const letterOf = (values: Record<string, string>) => {
    const r = check(values);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return strip(composeLetter(problem, copy, r.input, locale).text);
  };

  it('asks the day the contract was signed, beside that field, keeping what was typed', () => {
    const r = check({});
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(Object.keys(r.errors)).toEqual(['signed']);
      expect(r.errors.signed).toContain(formatDate('2019-03-20', locale, 'day-month-year'));
    }
    // The form's field, after the date the contract was left (its error shows beside it).
    const fields = fieldsOf(problem.facts);
    expect(fields.indexOf('signed')).toBe(fields.indexOf('date') + 1);
    expect(copy.form.labels.signed).toBe(
      { en: 'The date you signed the contract', ar: 'تاريخ توقيع العقد' }[locale],
    );
  });

  it('refuses a contract signed before 20 March 2019, and writes one signed on that day', () => {
    // No device charges above those due: the fee was the only ground (with them, see
    // complain-device-ground.test.ts).
    const before = check({ signed: '2019-03-19', deviceCharged: '100' });
    expect(before.ok).toBe(false);
    if (!before.ok)
      expect(before.errors.signed).toBe(
        copy.errors.signedBeforeRule.replace(
          '{date}',
          formatDate('2019-03-20', locale, 'day-month-year'),
        ),
      );
    const on = letterOf({ signed: '2019-03-20' });
    const signed = {
      en: 'I signed the contract on 20 March 2019.',
      ar: 'وقّعت العقد بتاريخ 20 مارس 2019.',
    }[locale];
    expect(on).toContain(signed);
  });

  it('refuses a signing day after the day the contract was left', () => {
    const r = check({ signed: '2019-06-16' });
    expect(!r.ok && r.errors.signed).toBe(copy.errors.signedAfterLeaving);
  });

  it('neither asks nor prints the signing day for a contract left from 2020, or a home one', () => {
    const cases: Record<string, string>[] = [
      { date: '2020-01-01' },
      { date: '2021-05-01', service: 'home', signed: '2019-01-01' },
    ];
    for (const values of cases) {
      const t = letterOf(values);
      expect(t).not.toContain(strip(copy.letter.signed.split('{')[0]));
    }
  });

  it('words a device overcharge as a billing error, not as the rule, and asks for what was not due', () => {
    const t = letterOf({ signed: '2019-04-01' });
    const total = {
      en: 'In all, you charged me AED 500.00 too much: device charges above what was due (AED 200.00), a billing error, and a fee above the one-month cap (AED 300.00).',
      ar: 'وبذلك يبلغ مجموع ما احتسبتموه زيادةً على المستحق 500.00 درهم: رسوم جهاز تزيد على المستحق منها بمبلغ 200.00 درهم، وهذا خطأ في الفوترة، ورسوم إنهاء تزيد على الحد الأقصى البالغ إيجار شهر واحد بمبلغ 300.00 درهم.',
    }[locale];
    expect(t).toContain(total);
    expect(t).toContain(longest(problem.device!.remedy));
    expect(t).not.toContain(longest(problem.remedy));
    // A letter of 2020 words the device part the same way: the cap is the fee's rule only.
    const later = letterOf({ date: '2020-02-01' });
    expect(later).toContain(total);
    expect(later).toContain(longest(problem.device!.remedy));
    expect(later).not.toContain(longest(problem.remedy));
  });
});

describe('the dates of an English letter', () => {
  it('read day-month-year, in its head, its facts and its source line', () => {
    const problem = getComplaintProblems('en').find((p) => p.slug === 'early-termination-fee')!;
    const copy = getPage('complain', 'en').blocks;
    const r = checkComplaint(
      {
        name: 'Mariam',
        account: '050 123 4567',
        operator: 'du',
        date: '2019-06-15',
        signed: '2019-04-01',
        description: 'They charged me to leave.',
        writtenOn: '2026-11-29',
        replyBy: '2026-12-10',
        letterLocale: 'en',
        service: 'mobile',
        fee: '500',
        monthly: '200',
        vat: 'included',
      },
      {
        facts: problem.facts,
        appliesFrom: problem.appliesFrom,
        newMobile: problem.newMobile && { from: problem.newMobile.from },
      },
      { errors: copy.errors, labels: copy.form.labels, letter: copy.letter },
      'en',
      NOW,
    );
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const t = strip(composeLetter(problem, copy, r.input, 'en').text);
    expect(t.split('\n')[0]).toBe('Date: 29 November 2026');
    expect(t).toContain('I left the contract on 15 June 2019');
    expect(t).toContain('I signed the contract on 1 April 2019.');
    expect(t).toContain('dated 20 March 2019');
    expect(t).toContain('10 December 2026');
    expect(t).not.toMatch(
      /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
    );
  });
});
