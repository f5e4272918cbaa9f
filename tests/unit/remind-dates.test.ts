import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  dueInstant,
  LEAD_DAYS,
  parseDate,
  reminderDay,
  termEnd,
  todayInDubai,
} from '@/lib/remind/dates';

/** Any day from 1990 to 2100, as YYYY-MM-DD. */
const day = fc
  .date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2100-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('reminder dates (issue 54)', () => {
  it('ends a term on the day it reaches, or the last day of a shorter month', () => {
    expect(termEnd('2025-03-15', 24)).toBe('2027-03-15');
    expect(termEnd('2027-01-31', 1)).toBe('2027-02-28');
    expect(termEnd('2028-01-31', 1)).toBe('2028-02-29');
    expect(termEnd('2028-02-29', 12)).toBe('2029-02-28');
    expect(termEnd('2028-02-29', 48)).toBe('2032-02-29');
    expect(termEnd('2026-08-31', 3)).toBe('2026-11-30');
    expect(termEnd('2026-11-30', 2)).toBe('2027-01-30');
  });

  it('reminds the chosen days before the end, across month and year ends', () => {
    expect(reminderDay('2027-01-05', 7)).toBe('2026-12-29');
    expect(reminderDay('2027-03-01', 14)).toBe('2027-02-15');
    expect(reminderDay('2028-03-01', 30)).toBe('2028-01-31');
    expect(reminderDay('2027-01-15', 60)).toBe('2026-11-16');
    expect(reminderDay('2028-03-29', 30)).toBe('2028-02-28');
  });

  it('reads only real calendar days', () => {
    expect(parseDate('2027-02-29')).toBeNull();
    expect(parseDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDate('2027-13-01')).toBeNull();
    expect(parseDate('27-1-1')).toBeNull();
  });

  it("takes today's date in the UAE (UTC+4, no daylight saving)", () => {
    expect(todayInDubai(new Date('2026-12-31T19:59:59Z'))).toBe('2026-12-31');
    expect(todayInDubai(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(todayInDubai(new Date('2026-06-30T20:00:00Z'))).toBe('2026-07-01');
    // The e-mail is due at 09:00 UAE time on the reminder day: 05:00 UTC.
    expect(dueInstant('2027-01-01')).toBe('2027-01-01T05:00:00.000Z');
  });

  it('property: a term end is a real day, never before the start, on the same day or the month end', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 60 }), (start, months) => {
        const end = termEnd(start, months);
        const s = parseDate(start)!;
        const e = parseDate(end)!;
        expect(e).not.toBeNull();
        expect((e.year - s.year) * 12 + (e.month - s.month)).toBe(months);
        expect(e.day).toBe(Math.min(s.day, daysInMonth(e.year, e.month)));
      }),
    );
  });

  it('property: the reminder day is exactly the lead time before the end, and adding it back gives the end', () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...LEAD_DAYS), (end, lead) => {
        const on = reminderDay(end, lead);
        expect(parseDate(on)).not.toBeNull();
        expect(daysBetween(on, end)).toBe(lead);
        expect(addDays(on, lead)).toBe(end);
      }),
    );
  });

  it('property: adding months is monotonic and a month later is the same as adding one month at a time when no day is clamped', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 120 }), (start, months) => {
        expect(addMonths(start, months) >= start).toBe(true);
        if (parseDate(start)!.day <= 28) {
          let step = start;
          for (let i = 0; i < months; i++) step = addMonths(step, 1);
          expect(step).toBe(addMonths(start, months));
        }
      }),
    );
  });
});
