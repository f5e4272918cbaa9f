import ICAL from 'ical.js';
import type { Locale } from '@/lib/i18n/format';
import { calendarAnswer } from '@/lib/remind/calendar';
import type { Reminder } from '@/lib/remind/request';

/** A reminder the mail tests share: a home-internet contract's minimum term, with its plan. */
export const CONTRACT_REMINDER: Reminder = {
  what: 'contract',
  end: '2027-01-31',
  remindOn: '2027-01-01',
  lead: 30,
  plan: 'elife-ultra-starter-24-months',
};

/** The reminder tests' clock: 29 November 2026, noon in the UAE. */
export const NOW = new Date('2026-11-29T08:00:00Z');

/** What "Add to my calendar" answers, at NOW, to the form's fields sent from a page in `locale`. */
export const askCalendar = (fields: Record<string, string>, locale: Locale = 'en') =>
  calendarAnswer((name) => fields[name], locale, NOW);

/**
 * The calendar file the fields get, read back by a calendar parser (ical.js): the answer, its
 * calendar, the one event and its description. A refused request fails the test with its messages.
 */
export function calendarEvent(fields: Record<string, string>, locale: Locale = 'en') {
  const answer = askCalendar(fields, locale);
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  const calendar = new ICAL.Component(ICAL.parse(answer.ics));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return { answer, calendar, vevent, event, description: String(event.description) };
}

/** The form's fields for a three-month promotion on a catalogue plan, from 1 November 2026. */
export const promotion = (plan: string) => ({
  what: 'promotion',
  plan,
  startDate: '2026-11-01',
  months: '3',
});
