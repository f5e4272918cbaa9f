/**
 * The answer to "Add to my calendar": the form's fields checked with the reminder's one schema
 * (./request.ts), then the calendar file in the page's language, or the field messages. Nothing
 * is stored or logged. Server only (reads the content and the site's address).
 */
import 'server-only';
import { absoluteUrl, siteConfig } from '../config/site';
import { getPage } from '../content';
import type { Locale } from '../i18n/format';
import { localePath } from '../i18n/paths';
import { reminderEntry } from './entry';
import { icsFileName, reminderCalendar } from './ics';
import { planChecks, reminderPlan } from './plan';
import { checkReminder, readRemindFields, remindSchema, type RemindField } from './request';

export type CalendarAnswer =
  | { ok: true; fileName: string; ics: string }
  | { ok: false; errors: Partial<Record<RemindField, string>> };

export function calendarAnswer(
  get: (name: string) => unknown,
  locale: Locale,
  now = new Date(),
): CalendarAnswer {
  const blocks = getPage('remind', locale).blocks;
  const checked = checkReminder(
    readRemindFields(get),
    remindSchema({ errors: blocks.errors, ...planChecks(), now }),
  );
  if (!checked.ok) return checked;
  const r = checked.reminder;
  const entry = reminderEntry(r, reminderPlan(r.plan, locale), blocks.entry, locale, absoluteUrl);
  const ics = reminderCalendar(r, entry, {
    locale,
    brand: siteConfig.name,
    host: new URL(siteConfig.url).host,
    url: absoluteUrl(localePath('/remind', locale)),
    now,
  });
  return { ok: true, fileName: icsFileName(r), ics };
}
