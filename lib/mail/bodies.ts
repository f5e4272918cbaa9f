/**
 * Mail bodies, in the words of content/forms/mail.json. Every value is escaped in HTML and
 * stripped of line breaks in headers.
 */
import { fillSlots, formatDate, plural, type Locale } from '../i18n/format';
import { mailCopy, type MailCopy } from './copy';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A header value (subject): no CR/LF or other control characters, bounded length. */
export function headerSafe(value: string, max = 150): string {
  return value
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, max);
}

export type Mail = { subject: string; text: string; html: string };

/** Each language's writing direction, for the HTML part of its mails. */
const DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

/** The `lang` and `dir` attributes of a mail's HTML in `locale`: `lang="ar" dir="rtl"`. */
export function mailLangAttributes(locale: Locale): string {
  return `lang="${locale}" dir="${DIRECTION[locale]}"`;
}

/** The operator's command that prints stored message N (scripts/inbox.ts). */
export const inboxCommand = (id: number) => `npm run inbox -- show ${id}`;

/**
 * The operator's notice of a stored message (issue 20): its kind, number, subject and the
 * language the visitor wrote in (so the reply can be in it), and the command that prints it.
 * Nothing the visitor wrote (name, address, phone, message) travels by mail; it stays in the
 * database, behind the operator's own access to the server.
 */
export function contactNotification(
  m: {
    id: number;
    source: keyof MailCopy['contactNotification']['kinds'];
    /** The subject's label (contact form), or the price report's plan. */
    subject: string;
    receivedAt: string;
    brand: string;
    /** The language the visitor used on the site. */
    locale: Locale;
  },
  copy: MailCopy['contactNotification'] = mailCopy.contactNotification,
  locale: Locale,
): Mail {
  const slots = {
    brand: m.brand,
    kind: copy.kinds[m.source],
    id: m.id,
    subject: m.subject,
    date: formatDate(m.receivedAt, locale),
    language: copy.languages[m.locale],
  };
  const line = fillSlots(copy.text, slots);
  const command = inboxCommand(m.id);
  return {
    subject: headerSafe(fillSlots(copy.subject, slots)),
    text: `${line}\n\n    ${command}\n`,
    html: `<p>${escapeHtml(line)}</p><pre><code>${escapeHtml(command)}</code></pre>`,
  };
}

export function confirmationMail(
  m: {
    brand: string;
    confirmUrl: string;
    unsubscribeUrl: string;
    validHours: number;
  },
  copy: MailCopy['newsletterConfirmation'] = mailCopy.newsletterConfirmation,
  locale: Locale,
): Mail {
  const intro = fillSlots(copy.intro, { brand: m.brand });
  const expiry = plural(m.validHours, copy.expiry, locale);
  return {
    subject: headerSafe(fillSlots(copy.subject, { brand: m.brand })),
    text: `${intro}\n${m.confirmUrl}\n\n${expiry}\n\n${copy.unsubscribe}: ${m.unsubscribeUrl}\n`,
    // The language and direction on the whole part: an Arabic mail reads right to left.
    html:
      `<div ${mailLangAttributes(locale)}>` +
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(m.confirmUrl)}">${escapeHtml(copy.button)}</a></p>` +
      `<p>${escapeHtml(expiry)}</p>` +
      `<p><a href="${escapeHtml(m.unsubscribeUrl)}">${escapeHtml(copy.unsubscribe)}</a></p>` +
      `</div>`,
  };
}
