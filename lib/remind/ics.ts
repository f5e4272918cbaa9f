/**
 * "Add to my calendar" (issue 54): the reminder as an iCalendar file (RFC 5545), written by
 * ical-generator rather than by hand: one all-day event on the end date, in the page's language,
 * shown as free time, with a display alarm at 09:00 `lead` days before it. Made in the answer to the request, kept nowhere.
 */
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import { SEND_HOUR_DUBAI } from './dates';
import type { Locale } from '../i18n/format';
import { textUrls, type ReminderEntry } from './entry';
import type { Reminder } from './request';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The file's name: the end date says which reminder it is. */
export const icsFileName = (r: Reminder) => `reminder-${r.what}-${r.end}.ics`;

export function reminderCalendar(
  r: Reminder,
  entry: ReminderEntry,
  opts: { locale: Locale; brand: string; host: string; url: string; now: Date },
): string {
  const calendar = ical({
    prodId: { company: opts.brand, product: 'reminder', language: opts.locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  const event = calendar.createEvent({
    // The same reminder made twice replaces itself in a calendar rather than doubling.
    id: `${r.what}-${r.end}-${r.lead}-${r.plan ?? 'plan'}-${opts.locale}@${opts.host}`,
    start: r.end,
    allDay: true,
    stamp: opts.now,
    summary: entry.summary,
    description: entry.paragraphs.map(textUrls).join('\n\n'),
    url: opts.url,
    // A reminder, not an appointment: the day stays free in the visitor's calendar.
    transparency: ICalEventTransparency.TRANSPARENT,
  });
  event.createAlarm({
    type: ICalAlarmType.display,
    // Seconds before the event's start (midnight of the end date, in the calendar's own zone):
    // `lead` days before it at SEND_HOUR_DUBAI, the hour the e-mail goes out in the UAE. An
    // all-day event has no zone, so the alarm rings at that hour of the visitor's own clock
    // (RFC 5545 3.8.6.3: a relative trigger with a time part is allowed on a date-valued start).
    trigger: r.lead * 86400 - SEND_HOUR_DUBAI * 3600,
    description: entry.alarm,
  });
  return calendar.toString();
}
