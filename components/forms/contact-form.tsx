import type { ContactBlocks } from '@/lib/content/schemas';
import {
  CONTACT_DEFAULTS,
  CONTACT_SUBJECTS,
  MESSAGE_MIN,
} from '@/lib/forms/validation/contact-fields';
import { subjectLabel } from '@/lib/forms/validation/messages';
import { SubjectPreset } from './contact-subject-preset';
import { Honeypot } from './bot-fields';
import { ConsentCheckbox } from './consent-checkbox';
import { ActionForm } from './action-form';
import { sendContact } from '@/lib/forms/actions';
import { Field } from './field';
import { Control } from './field-control';
import { CharacterCount, FormAlerts, SubmitButton } from './form-feedback';
import { SentDialog } from './sent-dialog';
import type { Locale } from '@/lib/i18n/format';

/** The dialog's text is the site config's response promise, passed in by the page. */
type Copy = ContactBlocks['form'] & { success: { text: string } };

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700';

/**
 * The contact form: the browser checks with the shared schema first, then its Server Action
 * (sendContact) checks again and stores the message (and its notification mail) before it
 * answers. The 'Thank you!' dialog opens only then. Without JavaScript the browser posts the same
 * form and lands on the thank-you page, or gets the page again with the errors beside the fields. The fields render here on the server inside the site's one
 * <ActionForm>; the live count, the consent gate, the status and the dialog are its leaves.
 */
export function ContactForm({ copy, locale }: { copy: Copy; locale: Locale }) {
  const mark = { optional: copy.optional };
  return (
    <ActionForm
      action={sendContact}
      check="contact"
      watch={['message', 'consent']}
      className="relative space-y-5"
    >
      <Honeypot locale={locale} />
      <SubjectPreset name="subject" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label={copy.labels.name} required mark={mark}>
          {(c) => (
            <Control as="input" {...c} type="text" autoComplete="name" className={inputClass} />
          )}
        </Field>
        <Field name="email" label={copy.labels.email} required mark={mark}>
          {(c) => (
            <Control as="input" {...c} type="email" autoComplete="email" className={inputClass} />
          )}
        </Field>
        <Field name="phone" label={copy.labels.phone} mark={mark}>
          {(c) => (
            <Control as="input" {...c} type="tel" autoComplete="tel" className={inputClass} />
          )}
        </Field>
        <Field name="subject" label={copy.labels.subject} required mark={mark}>
          {(c) => (
            // No `required` attribute: HTML asks a required <select> to start with an empty placeholder,
            // but the spec's subject defaults to General, so it always has a value (the server checks it).
            <Control
              as="select"
              {...c}
              required={undefined}
              aria-required
              defaultValue={CONTACT_DEFAULTS.subject}
              className={inputClass}
            >
              {CONTACT_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {subjectLabel(s, locale)}
                </option>
              ))}
            </Control>
          )}
        </Field>
      </div>
      <Field
        name="message"
        label={copy.labels.message}
        required
        mark={mark}
        description={
          <CharacterCount field="message" template={copy.countTemplate} min={MESSAGE_MIN} />
        }
      >
        {(c) => (
          <Control
            as="textarea"
            {...c}
            rows={6}
            minLength={MESSAGE_MIN}
            placeholder={copy.messagePlaceholder}
            className={inputClass}
          />
        )}
      </Field>
      <ConsentCheckbox label={copy.labels.consent} mark={mark} />
      <SubmitButton
        label={copy.submit}
        pendingLabel={copy.sending}
        requires="consent"
        className="btn-primary text-base"
      />
      <FormAlerts status={{ pendingText: copy.sending }} />
      <SentDialog copy={copy.success} />
    </ActionForm>
  );
}
