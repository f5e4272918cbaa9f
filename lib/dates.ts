/** Dates as pages print them, from YYYY-MM-DD (or ISO) strings, in UTC so no time zone shifts a day. */
export function formatDay(value: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${value.slice(0, 10)}T00:00:00Z`));
}
