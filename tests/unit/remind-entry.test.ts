/**
 * What a reminder says of the plan and of leaving (issue 54, the consumer-affairs editor's round
 * 3): the price after the end with 5% VAT where the catalogue's excludes it, what the promotion
 * changes as the catalogue states it, what leaving after the term costs only as far as a stored
 * source says, no exit fee for a plan without a contract, the rule named as the letters name it,
 * one date style, and every address at the end of its paragraph. Read back with ical.js.
 */
import type ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { LRI, PDI } from '@/lib/i18n/bidi/latin-runs';
import { calendarEvent as event, promotion } from '../support/reminder';

describe('the plan after the end, in a reminder', () => {
  it.each(['en', 'ar'] as const)(
    'offers the guide that fits the plan: home internet, not number portability, for a home plan (%s)',
    (locale) => {
      const home = event(
        { what: 'contract', plan: 'elife-ultra-starter-24-months', endDate: '2027-03-15' },
        locale,
      ).description;
      expect(home).toMatch(/\/guides\/choosing-home-internet/);
      expect(home).not.toMatch(/number-portability/);
      const mobile = event(promotion('control-plan-135-flexible'), locale).description;
      expect(mobile).toMatch(/\/guides\/number-portability/);
      expect(mobile).not.toMatch(/choosing-home-internet/);
    },
  );

  it('states a price published before VAT with 5% VAT, and the speed the promotion gives back', () => {
    const d = event(promotion('elife-ultra-starter-no-commitment')).description;
    expect(d).toContain(
      'When the promotion ends, the speed returns to 500 Mbps (750 Mbps during the promotion).',
    );
    expect(d).toContain(
      'costs AED 476.70 a month with 5% VAT (AED 454.00 before VAT; VAT under Federal Decree-Law No. 8 of 2017)',
    );
    expect(d).not.toContain('AED 454.00 a month');
  });

  it('states the promotional data that ends and the price with VAT included as published', () => {
    const d = event(promotion('control-plan-80-flexible')).description;
    expect(d).toContain(
      'When the promotion ends, its 2 GB of promotional data ends; the plan keeps its 1 GB.',
    );
    expect(d).toContain('costs AED 80.00 a month, VAT included, its published regular price.');
  });

  it('gives no exit-fee paragraph and no complaint link for a plan without a contract', () => {
    const d = event(promotion('control-plan-135-flexible')).description;
    expect(d).not.toMatch(/early termination|one month's rental|\/complain/);
  });

  it("states a contract plan's price after the term, and of leaving after it only what a stored source says", () => {
    const d = event({
      what: 'contract',
      plan: 'elife-ultra-starter-24-months',
      startDate: '2025-03-15',
      months: '24',
    }).description;
    expect(d).toContain('The minimum term of your contract ends on 15 March 2027.');
    expect(d).toContain(
      'After it, eLife Ultra Starter, 24-month contract costs AED 450.45 a month with 5% VAT (AED 429.00 before VAT',
    );
    expect(d).toContain('no source we keep states what your operator charges then');
    expect(d).toContain(
      "Device charges: by the operators' formula as aladdin.life quotes it, none is still due after month 23 of the 24. Source: https://blog.aladdin.life/uae/home_internet_exit_charges_uae/",
    );
    expect(d).not.toContain('check with your operator what you will pay after it');
  });

  it('names the rule as the letters do, with one date style, and says to ask the operator without a plan', () => {
    const d = event({ what: 'contract', endDate: '2027-06-30' }).description;
    expect(d).toContain('The minimum term of your contract ends on 30 June 2027.');
    expect(d).toContain('Check with your operator what you will pay after it, and compare.');
    expect(d).toContain(
      "the TRA's decision on early termination fees, in force since 1 January 2020 (as reported by Teller Report, 24 December 2019).",
    );
    expect(d).not.toMatch(/(January|February|March|June|December) \d{1,2}, \d{4}/);
    expect(d).not.toContain('Device charges');
  });

  it('ends every address with its paragraph, in both languages, so nothing follows it', () => {
    for (const locale of ['en', 'ar'] as const) {
      const d = event(
        { what: 'contract', plan: 'elife-ultra-starter-24-months', endDate: '2027-06-30' },
        locale,
      ).description;
      const paragraphs = d.split('\n\n');
      expect(paragraphs.filter((p) => /https?:\/\//.test(p))).toHaveLength(6);
      for (const p of paragraphs)
        if (/https?:\/\//.test(p)) expect(p).toMatch(/https?:\/\/[^\s\u2066-\u2069]+(?: \u2069)?$/);
    }
  });

  it('writes the Arabic rule, VAT and dates as a UAE text does, numbers isolated', () => {
    const d = event(
      { what: 'contract', plan: 'elife-ultra-starter-24-months', endDate: '2027-06-30' },
      'ar',
    ).description;
    expect(d).toContain(`${LRI}450.45${PDI}\u00a0درهم`);
    expect(d).toContain('شهريًا شاملةً ضريبة القيمة المضافة بنسبة');
    expect(d).toContain('وفق قرار الهيئة العامة لتنظيم قطاع الاتصالات بشأن رسوم الإنهاء المبكر');
    expect(d).toMatch(
      /بحسب ما أورده \u2068موقع \u2066Teller Report\u2069\u2069، \u2068\u206624\u2069 ديسمبر/,
    );
  });
});

describe('the calendar event', () => {
  it('leaves the day free (TRANSP:TRANSPARENT) and rings at 09:00 on the reminder day', () => {
    const { vevent } = event({ what: 'contract', endDate: '2027-06-30', lead: '7' });
    expect(vevent.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    const trigger = vevent
      .getFirstSubcomponent('valarm')!
      .getFirstPropertyValue('trigger') as ICAL.Duration;
    // 7 days before midnight of 30 June, plus 9 hours: 23 June at 09:00.
    expect(trigger.toString()).toBe('-P6DT15H');
  });
});
