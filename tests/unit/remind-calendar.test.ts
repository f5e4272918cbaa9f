import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { LRI, PDI } from '@/lib/i18n/bidi/latin-runs';
import type { Locale } from '@/lib/i18n/format';
import { HONEYPOT_FIELD, LOCALE_FIELD, STARTED_FIELD } from '@/lib/forms/fields';
import { REMIND_FIELDS } from '@/lib/remind/request';
import { askCalendar, calendarEvent, promotion } from '../support/reminder';

/** The answer to the fields, with its file read back by ical.js: its events, the event and its alarm. */
function answer(f: Record<string, string>, locale: Locale) {
  const { answer: a, calendar, vevent, event } = calendarEvent(f, locale);
  const alarm = vevent.getFirstSubcomponent('valarm')!;
  const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
  const parsed = {
    events: calendar.getAllSubcomponents('vevent').length,
    event,
    alarm: {
      action: alarm.getFirstPropertyValue('action'),
      seconds: trigger.toSeconds(),
      description: String(alarm.getFirstPropertyValue('description')),
    },
  };
  return { ...a, parsed };
}

describe('"Add to my calendar" (issue 54)', () => {
  it('gives a contract with its start and length as an all-day event on the end date, with an alarm at the lead time', () => {
    const a = answer({ what: 'contract', startDate: '2025-01-31', months: '24', lead: '14' }, 'en');
    const { event, alarm, events } = a.parsed;
    expect(events).toBe(1);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2027-01-31');
    expect(alarm.action).toBe('DISPLAY');
    // 09:00 on the reminder day, the hour the e-mail goes out in the UAE.
    expect(alarm.seconds).toBe(-14 * 86400 + 9 * 3600);
    expect(a.fileName).toBe('reminder-contract-2027-01-31.ics');
    expect(event.summary).toBe("Your plan – the contract's minimum term ends");
    expect(event.description).toContain(
      'The minimum term of your contract ends on 31 January 2027.',
    );
    // The exit-fee rule with the source that says it covers internet contracts and device
    // charges owed on top (Teller Report, as main's letters cite it; Gulf News says neither),
    // and the three links.
    expect(event.description).toContain(
      "Leaving a mobile, fixed or internet contract before its minimum term ends costs at most one month's rental, plus any device charges still due",
    );
    expect(event.description).toContain(
      "the TRA's decision on early termination fees, in force since 1 January 2020 (as reported by Teller Report, 24 December 2019). Source: http://www.tellerreport.com/",
    );
    expect(event.description).not.toContain('Gulf News');
    expect(event.description).toMatch(
      /Compare plans with yours: https?:\/\/[^\s]+\/plans\/compare\n/,
    );
    expect(event.description).toMatch(/\/guides\/number-portability\n/);
    expect(event.description).toMatch(/\/complain\?problem=early-termination-fee$/);
    expect(alarm.description).toBe("Your plan – the contract's minimum term ends, in 14 days");
  });

  it('ends a contract started on 31 January on the last day of February, in a leap year the 29th', () => {
    const a = answer({ what: 'contract', startDate: '2027-01-31', months: '13' }, 'en');
    expect(a.parsed.event.startDate.toString()).toBe('2028-02-29');
    // The default lead time: 30 days.
    expect(a.parsed.alarm.seconds).toBe(-30 * 86400 + 9 * 3600);
  });

  it("takes a contract's end date instead of its start and length", () => {
    const a = answer({ what: 'contract', endDate: '2027-06-30', lead: '60' }, 'en');
    expect(a.parsed.event.startDate.toString()).toBe('2027-06-30');
    expect(a.parsed.alarm.seconds).toBe(-60 * 86400 + 9 * 3600);
  });

  it("states a catalogue plan's regular price after its promotion, with its source, and preselects it in the comparison", () => {
    const a = answer({ ...promotion('control-plan-135-flexible'), lead: '7' }, 'en');
    const d = a.parsed.event.description;
    expect(a.parsed.event.summary).toBe('Control Plan 135, flexible minutes – the promotion ends');
    expect(d).toContain('The promotion on your plan ends on 1 February 2027.');
    expect(d).toContain(
      'After it, Control Plan 135, flexible minutes costs AED 135.00 a month, VAT included',
    );
    expect(d).toContain('https://www.aladdin.life/uae/plan-faq/en/du-control-plan/');
    expect(d).toMatch(/\/plans\/compare\?o=control-plan-135-flexible\n/);
  });

  it('is written in Arabic from the Arabic page, Latin runs and values isolated, links to the Arabic pages', () => {
    const a = answer({ ...promotion('control-plan-135-flexible'), lead: '14' }, 'ar');
    const { event, alarm } = a.parsed;
    expect(event.startDate.toString()).toBe('2027-02-01');
    expect(event.summary).toContain('انتهاء العرض الترويجي');
    expect(event.summary).toContain(`${LRI}Control Plan 135${PDI}`);
    expect(event.description).toContain('ينتهي العرض الترويجي على باقتك في');
    // What the promotion changes, as the catalogue states it (4.5 GB on top of 1.5 GB).
    expect(event.description).toContain(
      `تنتهي البيانات الترويجية البالغة ${LRI}4.5${PDI} غيغابايت، وتبقى للباقة حصتها البالغة ${LRI}1.5${PDI} غيغابايت.`,
    );
    expect(event.description).toMatch(/\/ar\/plans\/compare\?o=control-plan-135-flexible/);
    expect(event.description).toMatch(/\/ar\/guides\/number-portability/);
    // Every line starts right to left.
    for (const line of String(event.description).split('\n').filter(Boolean))
      expect(line.startsWith('\u200f')).toBe(true);
    expect(alarm.description).toContain(`${LRI}14${PDI} يومًا`);
    expect(alarm.seconds).toBe(-14 * 86400 + 9 * 3600);
  });

  it('answers field messages, in the page language, and no file for a bad request', () => {
    const past = askCalendar({ what: 'contract', startDate: '2020-01-01', months: '12' }, 'en');
    expect(past).toEqual({
      ok: false,
      errors: { startDate: expect.stringContaining('has passed') },
    });
    const missing = askCalendar({ what: 'promotion', startDate: '2026-11-01' }, 'ar');
    expect(missing).toEqual({
      ok: false,
      errors: { months: 'في حالة العرض الترويجي، أدخل تاريخ البدء وعدد الأشهر.' },
    });
    const bad = askCalendar(
      { what: 'contract', startDate: '2027-02-29', months: '99', lead: '5', plan: 'nope' },
      'en',
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(Object.keys(bad.errors).sort()).toEqual(['lead', 'months', 'plan', 'startDate']);
  });

  it("names no field as the forms' bot and language fields (a date named `started` read as a timing token made every e-mail post look automated)", () => {
    for (const name of [HONEYPOT_FIELD, STARTED_FIELD, LOCALE_FIELD])
      expect(REMIND_FIELDS).not.toContain(name);
  });
});
