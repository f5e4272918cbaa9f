/**
 * The storage tests' shared parts (storage.test.ts, storage-limits.test.ts): a visitor's request
 * details, a contact message and the link tokens in a mail.
 */

export const meta = { ipHash: 'abc123', userAgent: 'vitest' };
/** A contact message whose name carries markup. */
export const message = {
  source: 'contact' as const,
  name: 'Aisha <script>',
  email: 'aisha@example.com',
  phone: null,
  subject: 'plans',
  message: 'I would like to know how to compare fiber offers for a new flat in Sharjah.',
  locale: 'en' as const,
};

/** The token of a /newsletter/<route>?token=… link in a mail's text. */
export function tokenFrom(text: string, route: string): string {
  const m = text.match(new RegExp(`/newsletter/${route}\\?token=([\\w%-]+)`));
  if (!m) throw new Error(`no ${route} link in mail`);
  return decodeURIComponent(m[1]);
}
