import { TextThenLink } from '@/components/ui/text-then-link';
import { getUiCopy } from '@/lib/content';
import { footerNav } from '@/lib/navigation/routes';
import { ADVICE_MESSAGE_MIN } from '@/lib/forms/validation/plan-advice-fields';
import { Honeypot } from './bot-fields';
import { ConsentCheckbox } from './consent-checkbox';
import { Field } from './field';
import { Control } from './field-control';
import { FormAlerts, SubmitRow } from './form-feedback';
import { ActionForm } from './action-form';
import { askPlanAdvice } from '@/lib/forms/actions';
import type { Locale } from '@/lib/i18n/format';

export type PlanAdviceCopy = {
  heading: string;
  intro: string;
  nameLabel: string;
  emailLabel: string;
  messageLabel: string;
  consentLabel: string;
  termsLabel: string;
  submitLabel: string;
  sendingLabel: string;
  successText: string;
};

const termsLink = (locale: Locale) =>
  footerNav(getUiCopy(locale).routes).legal.find((l) => l.href === '/terms')!;
const label = 'text-sm font-medium text-slate-800';
const input =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';

/**
 * "Get plan advice" (the spec's Plans-page form state, made real). Consent to use the details is
 * its own tick, specific to answering the request (PDPL, Federal Decree-Law 45 of 2021, Art. 6),
 * apart from accepting the Terms: both must be ticked, each with its own inline error; on success
 * the form is reset (the text cleared, the boxes unticked). Rendered on the server; the script is
 * <ActionForm> and the field leaves.
 */
export function PlanAdviceForm({ copy, locale }: { copy: PlanAdviceCopy; locale: Locale }) {
  return (
    <ActionForm
      action={askPlanAdvice}
      check="planAdvice"
      className="relative grid gap-4 sm:grid-cols-2"
    >
      <Honeypot locale={locale} />
      <Field name="name" label={copy.nameLabel} required labelClassName={label}>
        {(c) => <Control as="input" {...c} autoComplete="name" className={input} />}
      </Field>
      <Field name="email" label={copy.emailLabel} required labelClassName={label}>
        {(c) => <Control as="input" {...c} type="email" autoComplete="email" className={input} />}
      </Field>
      <Field
        name="message"
        label={copy.messageLabel}
        required
        className="sm:col-span-2"
        labelClassName={label}
      >
        {(c) => (
          <Control as="textarea" {...c} rows={4} minLength={ADVICE_MESSAGE_MIN} className={input} />
        )}
      </Field>
      <ConsentCheckbox label={copy.consentLabel} className="sm:col-span-2" />
      <ConsentCheckbox
        name="terms"
        label={<TermsLabel locale={locale} text={copy.termsLabel} />}
        className="sm:col-span-2"
      />
      <SubmitRow copy={copy} className="flex flex-wrap items-center gap-4 sm:col-span-2" />
      <FormAlerts className="bg-red-50 sm:col-span-2" />
    </ActionForm>
  );
}

function TermsLabel({ text, locale }: { text: string; locale: Locale }) {
  return <TextThenLink text={text} link={termsLink(locale)} />;
}
