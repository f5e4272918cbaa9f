/**
 * The contact form's fields and helpers, free of zod and of the form's words: the browser loads
 * the schema (and the messages) only when it is needed. A subject's label is `subjectLabel` in
 * ./messages.ts.
 */
import { uiConfig } from '../../config/ui';

/**
 * The contact subjects' stable values: what the form posts, the database stores and links such as
 * ?subject=correction name. What a visitor reads is each one's label, `contactSubjects` in
 * content/forms/messages.json.
 */
export const CONTACT_SUBJECTS = [
  'general',
  'plans',
  'technical',
  'partnership',
  'support',
  'correction',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** `?subject=correction` (any case) presets the subject, e.g. from the methodology page's "Report a mistake". */
export function subjectFromQuery(search: string): ContactSubject | undefined {
  const wanted = new URLSearchParams(search).get('subject')?.toLowerCase();
  return CONTACT_SUBJECTS.find((s) => s === wanted);
}

export const MESSAGE_MIN = uiConfig.ui.contactMessageMinLength;
export const MESSAGE_MAX = 5000;

export type ContactField = 'name' | 'email' | 'phone' | 'subject' | 'message' | 'consent';

/** The form's values as the visitor typed them (strings), so nothing is lost on an error. */
export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  consent: boolean;
};

export const CONTACT_DEFAULTS: ContactValues = {
  name: '',
  email: '',
  phone: '',
  subject: 'general',
  message: '',
  consent: false,
};

/** Reads a FormData (or the browser's values) into the schema's input shape. */
export function contactFromForm(form: FormData): ContactValues {
  const s = (k: string) => String(form.get(k) ?? '');
  return {
    name: s('name'),
    email: s('email'),
    phone: s('phone'),
    subject: s('subject') || CONTACT_DEFAULTS.subject,
    message: s('message'),
    consent: form.get('consent') === 'on',
  };
}
