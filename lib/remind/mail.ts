/**
 * The reminder's two mails, in the visitor's language (issue 54): the confirmation (double opt-in)
 * and the reminder itself, whose text is the calendar entry's (./entry.ts). Both carry the link
 * that deletes the reminder, and RFC 8058 one-click unsubscribe headers that do the same.
 */
import 'server-only';
import { siteConfig, absoluteUrl } from '../config/site';
import { getPage } from '../content';
import { escapeHtml, headerSafe, mailLangAttributes, type Mail } from '../mail/bodies';
import { fillSlots, formatDate, plural, type Locale } from '../i18n/format';
import { plainText, mark } from '../complain/bidi';
import { reminderEntry } from './entry';
import { keptPeriods } from './kept';
import { reminderPlan } from './plan';
import type { Reminder } from './request';

/** An address in a text: up to a space or an isolate mark (U+2066-U+2069). */
const URL = /https?:\/\/[^\s\u2066-\u2069]+/g;
/** Punctuation after an address belongs to the sentence, not to the link. */
const TRAILING = /[.,;:!?)\]'"\u060c\u061b]+$/;

/** One paragraph of text as HTML: escaped, each address a link (without what follows it). */
export function paragraph(text: string): string {
  let html = '';
  let at = 0;
  for (const m of text.matchAll(URL)) {
    const url = m[0].replace(TRAILING, '');
    html += `${escapeHtml(text.slice(at, m.index))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    at = m.index + url.length;
  }
  return `<p>${html}${escapeHtml(text.slice(at))}</p>`;
}

function mailOf(subject: string, paragraphs: string[], locale: Locale): Mail {
  return {
    subject: headerSafe(subject),
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<div ${mailLangAttributes(locale)}>${paragraphs.map(paragraph).join('')}</div>`,
  };
}

const copyOf = (locale: Locale) => getPage('remind', locale).blocks;

export function reminderConfirmationMail(
  r: Reminder,
  links: { confirm: string; delete: string },
  validHours: number,
  locale: Locale,
): Mail {
  const b = copyOf(locale);
  const entry = reminderEntry(r, reminderPlan(r.plan, locale), b.entry, locale, absoluteUrl);
  const intro = fillSlots(b.mail.confirmIntro, {
    brand: mark(siteConfig.name),
    days: plural(r.lead, b.entry.days, locale),
    summary: entry.summary,
    date: mark(formatDate(r.end, locale, 'day-month-year')),
  });
  return mailOf(
    fillSlots(b.mail.confirmSubject, { brand: siteConfig.name }),
    [
      plainText(intro, locale),
      `${b.mail.confirmButton}: ${links.confirm}`,
      plainText(plural(validHours, b.mail.confirmExpiry, locale), locale),
      `${b.mail.delete} ${links.delete}`,
    ],
    locale,
  );
}

export function reminderMail(r: Reminder, deleteLink: string, locale: Locale): Mail {
  const b = copyOf(locale);
  const entry = reminderEntry(r, reminderPlan(r.plan, locale), b.entry, locale, absoluteUrl);
  const intro = fillSlots(b.mail.intro, {
    brand: mark(siteConfig.name),
    days: plural(r.lead, b.entry.days, locale),
    ...keptPeriods(locale),
  });
  return mailOf(
    fillSlots(b.mail.subject, { summary: entry.summary }),
    [plainText(intro, locale), ...entry.paragraphs, `${b.mail.delete} ${deleteLink}`],
    locale,
  );
}
