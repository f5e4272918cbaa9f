/**
 * The reminder's dates (issue 54): calendar dates in the UAE's time zone (Asia/Dubai, UTC+4 all
 * year: no daylight saving), written `YYYY-MM-DD` and computed without a clock, so that a
 * reminder's day is the same on every server and in every visitor's calendar. Pure functions.
 */

/** The UAE's offset from UTC, in minutes (Asia/Dubai keeps it all year). */
export const DUBAI_OFFSET_MINUTES = 4 * 60;
/** How many days before the end the visitor may be reminded; 30 unless they choose another. */
export const LEAD_DAYS = [7, 14, 30, 60] as const;
export type LeadDays = (typeof LEAD_DAYS)[number];
export const DEFAULT_LEAD_DAYS: LeadDays = 30;
/** The hour of the reminder day, UAE time, at which the e-mail is due. */
export const SEND_HOUR_DUBAI = 9;

export type CalendarDate = { year: number; month: number; day: number };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2027-02-28` as year, month (1-12) and day; null when it is no such day. */
export function parseDate(text: string): CalendarDate | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  if (d.month < 1 || d.month > 12 || d.day < 1 || d.day > daysInMonth(d.year, d.month)) return null;
  return d;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const formatCalendarDate = (d: CalendarDate) =>
  `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

/** Days in a month of the Gregorian calendar (February 29 in leap years). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function toDate(text: string): CalendarDate {
  const d = parseDate(text);
  if (!d) throw new RangeError(`not a calendar date: ${text}`);
  return d;
}

/**
 * `months` calendar months after `date`: the same day of the month, or the month's last day
 * where it has no such day (31 January + 1 month = 28 February, or 29 in a leap year; 29 February
 * 2028 + 12 months = 28 February 2029).
 */
export function addMonths(date: string, months: number): string {
  const d = toDate(date);
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatCalendarDate({ year, month, day: Math.min(d.day, daysInMonth(year, month)) });
}

/** `days` calendar days after `date` (negative: before), across month and year ends. */
export function addDays(date: string, days: number): string {
  const d = toDate(date);
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return formatCalendarDate({
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
  });
}

/** Today's date in the UAE at the instant `now`. */
export function todayInDubai(now: Date): string {
  const t = new Date(now.getTime() + DUBAI_OFFSET_MINUTES * 60_000);
  return formatCalendarDate({
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
  });
}

/**
 * The day a term of `months` months that started on `start` ends: the day it reaches
 * (a 24-month contract started on 15 March 2025 ends on 15 March 2027; one started on
 * 31 January ends on the last day of the month it reaches).
 */
export const termEnd = (start: string, months: number) => addMonths(start, months);

/** The day to be reminded on: `lead` days before the end. */
export const reminderDay = (end: string, lead: number) => addDays(end, -lead);

/** The instant the e-mail is due: SEND_HOUR_DUBAI on the reminder day, UAE time, as an ISO time. */
export function dueInstant(day: string): string {
  const d = toDate(day);
  const utc = Date.UTC(d.year, d.month - 1, d.day, SEND_HOUR_DUBAI) - DUBAI_OFFSET_MINUTES * 60_000;
  return new Date(utc).toISOString();
}

/** Whole days from `from` to `to` (negative when `to` is before). */
export function daysBetween(from: string, to: string): number {
  const a = toDate(from);
  const b = toDate(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86400_000,
  );
}
