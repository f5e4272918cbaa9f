/**
 * The reminder's two mails, in the visitor's language (issue 54): the confirmation (double opt-in)
 * and the reminder itself, whose text is the calendar entry's (./entry.ts). The confirmation
 * carries the link that deletes the reminder (and the store its RFC 8058 one-click headers); the
 * reminder does not, as the reminder is deleted when its mail is queued.
 */
import 'server-only';
import { siteConfig, absoluteUrl } from '../config/site';
import { getPage } from '../content';
import { escapeHtml, headerSafe, mailLangAttributes, type Mail } from '../mail/bodies';
import { fillSlots, plural, type Locale } from '../i18n/format';
import { retention } from '../db/retention';
import { plainText, mark } from '../complain/bidi';
import { reminderEntry, textUrls } from './entry';
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

/**
 * The mail's two parts. The wrapper breaks a long address rather than running past a narrow
 * screen, inline as mail clients ignore style sheets.
 */
function mailOf(subject: string, paragraphs: string[], locale: Locale): Mail {
  const html = paragraphs.map(paragraph).join('');
  return {
    subject: headerSafe(subject),
    text: `${paragraphs.map(textUrls).join('\n\n')}\n`,
    html: `<div ${mailLangAttributes(locale)} style="overflow-wrap:anywhere">${html}</div>`,
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
  // The entry's `due` still holds its marks: plainText isolates the plan and the date once.
  const intro = fillSlots(b.mail.confirmIntro, {
    brand: mark(siteConfig.name),
    days: plural(r.lead, b.entry.days, locale),
    due: entry.due,
  });
  const expiry = fillSlots(plural(validHours, b.mail.confirmExpiry, locale), {
    days: plural(retention.pendingSignupDays, b.entry.days, locale),
  });
  return mailOf(
    fillSlots(b.mail.confirmSubject, { brand: siteConfig.name }),
    [
      plainText(intro, locale),
      `${b.mail.confirmButton}: ${links.confirm}`,
      plainText(expiry, locale),
      `${b.mail.delete} ${links.delete}`,
    ],
    locale,
  );
}

/** The reminder's one mail: no delete link, as the reminder is deleted when it is queued. */
export function reminderMail(r: Reminder, locale: Locale): Mail {
  const b = copyOf(locale);
  const entry = reminderEntry(r, reminderPlan(r.plan, locale), b.entry, locale, absoluteUrl);
  const intro = fillSlots(b.mail.intro, {
    brand: mark(siteConfig.name),
    days: plural(r.lead, b.entry.days, locale),
    ...keptPeriods(locale),
  });
  return mailOf(
    fillSlots(b.mail.subject, { summary: entry.summary }),
    [plainText(intro, locale), ...entry.paragraphs],
    locale,
  );
}
