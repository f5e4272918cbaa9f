/**
 * "E-mail me instead" as the one form pipeline takes it (lib/forms/action.ts): the newsletter's
 * rate limit (a sign-up alike), the reminder's schema in the post's language with the visitor's
 * address and consent, and a pending reminder with its confirmation mail (./store.ts).
 */
import 'server-only';
import { getPage } from '../content';
import type { FormActionSpec } from '../forms/action';
import { fieldsFor } from '../forms/validation/fields';
import type { Locale } from '../i18n/format';
import { planChecks } from './plan';
import { readRemindFields, remindEmailSchema, remindFields } from './request';
import { z } from '../forms/validation/zod';
import { createReminder } from './store';
import { mailWaits } from './kept';

/** The schema as of now: "today" (UAE) decides whether the dates are ahead. */
export function reminderEmailSchema(locale: Locale, now = new Date()) {
  const b = getPage('remind', locale).blocks;
  return remindEmailSchema({
    errors: b.errors,
    ...planChecks(),
    now,
    email: fieldsFor(locale).emailField,
    consentError: b.email.consentRequired,
  });
}

/** The post's fields as the schema reads them (an unticked box is false). */
export const reminderEmailFromForm = (form: FormData) => ({
  ...readRemindFields((k) => form.get(k)),
  email: String(form.get('email') ?? ''),
  consent: form.get('consent') === 'on',
});

export const REMINDER_FORM: FormActionSpec<ReturnType<typeof reminderEmailSchema>> = {
  limit: 'newsletter',
  schema: (locale) => reminderEmailSchema(locale),
  read: reminderEmailFromForm,
  store: (db, data, meta) => createReminder(db, data.email, data, meta.locale),
  success: '/remind/thank-you',
  // Without SMTP_URL the confirmation mail is queued, not sent: the answer says so
  // (/remind/thank-you/queued), as the newsletter's does.
  queued: mailWaits,
};

/** The post's fields one by one, for its body cap (lib/forms/action-forms.ts). */
export function reminderEmailBodySchema(locale: Locale) {
  const b = getPage('remind', locale).blocks;
  return remindFields({ errors: b.errors, ...planChecks(), now: new Date() }).extend({
    email: fieldsFor(locale).emailField,
    consent: z.boolean(),
  });
}
