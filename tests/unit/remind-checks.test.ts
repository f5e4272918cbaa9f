/**
 * What the reminder form refuses, and says (issue 54, the consumer-affairs editor's round 3): a
 * contract reminder for a plan without one, a promotion given by its end date, an end date of
 * today, and a reminder day (the calendar's alarm too) already passed, each with its own message
 * in the page's language.
 */
import { describe, expect, it } from 'vitest';
import { getPage } from '@/lib/content';
import type { Locale } from '@/lib/i18n/format';
import { prefill, reminderPlan } from '@/lib/remind/plan';
import { askCalendar as ask, promotion } from '../support/reminder';

// The clock is 29 November 2026, noon in the UAE (NOW in tests/support/reminder.ts).
const errors = (locale: Locale) => getPage('remind', locale).blocks.errors;

describe('the reminder form refuses', () => {
  it.each(['en', 'ar'] as const)(
    'a contract reminder for a catalogue plan without a contract (%s)',
    (locale) => {
      const a = ask(
        {
          what: 'contract',
          plan: 'control-plan-80-flexible',
          startDate: '2026-06-15',
          months: '12',
        },
        locale,
      );
      expect(a).toEqual({ ok: false, errors: { what: errors(locale).noContract } });
      expect(errors('en').noContract).toContain('no minimum term');
      // The same plan's promotion is taken, and a plan with a contract its contract.
      expect(ask(promotion('control-plan-80-flexible')).ok).toBe(true);
      expect(
        ask({ what: 'contract', plan: 'elife-ultra-starter-24-months', endDate: '2027-06-30' }).ok,
      ).toBe(true);
    },
  );

  it('and prefills a plan without a contract as a promotion', () => {
    expect(prefill(reminderPlan('elife-ultra-starter-no-commitment', 'en'))).toEqual({
      what: 'promotion',
      months: '',
    });
    expect(prefill(reminderPlan('elife-ultra-starter-24-months', 'en'))).toEqual({
      what: 'contract',
      months: '24',
    });
  });

  it('a promotion given by its end date, asking for its start and months', () => {
    const a = ask({ what: 'promotion', endDate: '2027-03-01' });
    expect(a).toEqual({ ok: false, errors: { startDate: errors('en').promotionStart } });
    expect(errors('en').promotionStart).toBe(
      'For a promotion, give the start date and the number of months.',
    );
  });

  it('an end date of today, saying so rather than that it has passed', () => {
    const a = ask({ what: 'contract', endDate: '2026-11-29' });
    expect(a).toEqual({ ok: false, errors: { endDate: errors('en').endsToday } });
    expect(errors('en').endsToday).not.toContain('passed');
    expect(ask({ what: 'contract', endDate: '2026-11-28' })).toEqual({
      ok: false,
      errors: { endDate: errors('en').past },
    });
  });

  it('a calendar alarm day already passed: fewer days, or too close for any', () => {
    // 7 December 2026, 60 days before: 8 October, passed; 7 days before: 30 November, ahead.
    expect(ask({ what: 'contract', endDate: '2026-12-07', lead: '60' })).toEqual({
      ok: false,
      errors: { lead: errors('en').leadPassed },
    });
    expect(ask({ what: 'contract', endDate: '2026-12-07', lead: '7' }).ok).toBe(true);
    // 5 December (the editor's example, 60 days): even 7 days before has passed.
    for (const lead of ['60', '7'])
      expect(ask({ what: 'contract', endDate: '2026-12-05', lead }, 'ar')).toEqual({
        ok: false,
        errors: { endDate: errors('ar').tooSoon },
      });
  });
});
