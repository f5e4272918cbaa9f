/** Mail bodies. Every visitor-supplied value is escaped in HTML and stripped of line breaks in headers. */

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

export function contactNotification(m: {
  id: number;
  source: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  receivedAt: string;
  brand: string;
}): Mail {
  const rows: [string, string][] = [
    ['From', `${m.name} <${m.email}>`],
    ['Phone', m.phone ?? '—'],
    ['Subject', m.subject],
    ['Form', m.source],
    ['Received', m.receivedAt],
    ['Reference', `#${m.id}`],
  ];
  return {
    subject: headerSafe(`[${m.brand}] ${m.subject}: message from ${m.name}`),
    text: `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${m.message}\n`,
    html:
      `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>` +
      `<p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>`,
  };
}

export function confirmationMail(m: {
  brand: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  validHours: number;
}): Mail {
  return {
    subject: headerSafe(`Confirm your ${m.brand} newsletter subscription`),
    text:
      `Please confirm that you want to receive the ${m.brand} newsletter:\n${m.confirmUrl}\n\n` +
      `The link works once and expires in ${m.validHours} hours. If you did not ask for this, ignore this mail.\n\n` +
      `Unsubscribe: ${m.unsubscribeUrl}\n`,
    html:
      `<p>Please confirm that you want to receive the ${escapeHtml(m.brand)} newsletter:</p>` +
      `<p><a href="${escapeHtml(m.confirmUrl)}">Confirm my subscription</a></p>` +
      `<p>The link works once and expires in ${m.validHours} hours. If you did not ask for this, ignore this mail.</p>` +
      `<p><a href="${escapeHtml(m.unsubscribeUrl)}">Unsubscribe</a></p>`,
  };
}
