import { formMessagesFor } from '@/lib/forms/validation/messages';
import { Honeypot } from './bot-fields';
import { ConsentCheckbox } from './consent-checkbox';
import { Field } from './field';
import { Control } from './field-control';
import { FormAlerts, SubmitButton } from './form-feedback';
import { ActionForm } from './action-form';
import { subscribeNewsletter } from '@/lib/forms/actions';
import type { Locale } from '@/lib/i18n/format';

type Copy = { emailLabel: string; consentLabel: string; submitLabel: string; successNote: string };

const errorClass = 'mt-1 text-sm font-medium text-amber-200';

/**
 * 'Stay Informed': idle → 'Subscribing...' (disabled) → '✓ Successfully subscribed to newsletter!'.
 * Posts to its Server Action (subscribeNewsletter); without JavaScript the browser posts the same
 * form itself and lands on the thank-you page.
 */
export function NewsletterForm({ copy, locale }: { copy: Copy; locale: Locale }) {
  // A server component: the status lines in the page's language.
  const status = formMessagesFor(locale).status;
  return (
    <ActionForm
      action={subscribeNewsletter}
      check="newsletter"
      className="relative space-y-3"
      done={
        <div role="status" className="rounded-lg bg-white/10 p-4 text-white">
          <p className="font-semibold">{status.subscribed}</p>
          <p className="mt-1 text-sm text-brand-50">{copy.successNote}</p>
        </div>
      }
    >
      <Honeypot locale={locale} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Field
          name="email"
          label={copy.emailLabel}
          required
          className="flex-1"
          labelClassName="sr-only"
          errorClassName={errorClass}
        >
          {(c) => (
            <Control
              as="input"
              {...c}
              type="email"
              autoComplete="email"
              placeholder={copy.emailLabel}
              className="w-full rounded-lg border border-white/40 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500"
            />
          )}
        </Field>
        <SubmitButton
          label={copy.submitLabel}
          pendingLabel={status.subscribing}
          className="btn bg-white text-brand-800 hover:bg-brand-50"
        />
      </div>
      <ConsentCheckbox label={copy.consentLabel} onDark errorClassName={errorClass} />
      <FormAlerts className="bg-white" />
    </ActionForm>
  );
}
