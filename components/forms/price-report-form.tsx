import { TextThenLink } from '@/components/ui/text-then-link';
import { Honeypot } from './bot-fields';
import { ConsentCheckbox } from './consent-checkbox';
import { ActionForm } from './action-form';
import { reportPrice } from '@/lib/forms/actions';
import { Field } from './field';
import { Control } from './field-control';
import { FormAlerts, SubmitRow } from './form-feedback';
import type { Locale } from '@/lib/i18n/format';

export type PriceReportCopy = {
  heading: string;
  intro: string;
  problemLabel: string;
  sourceLabel: string;
  emailLabel: string;
  privacyNotice: string;
  privacyLink: string;
  consentLabel: string;
  submitLabel: string;
  sendingLabel: string;
  successText: string;
};

const label = 'text-sm font-medium text-slate-800';
const input =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';

/**
 * "Report a wrong price" on a catalogue plan page: posts to its Server Action (reportPrice; works
 * without JS too). Like every form that keeps what a visitor sends, it says what it keeps and why before
 * asking for consent (PDPL Article 13(2)); the consent box is required by the shared schema.
 */
export function PriceReportForm({
  planId,
  copy,
  locale,
}: {
  planId: string;
  copy: PriceReportCopy;
  locale: Locale;
}) {
  return (
    <ActionForm action={reportPrice} check="priceReport" className="relative grid gap-4">
      <Honeypot locale={locale} />
      <input type="hidden" name="planId" value={planId} />
      <Field name="problem" label={copy.problemLabel} required labelClassName={label}>
        {(c) => <Control as="textarea" {...c} rows={3} minLength={10} className={input} />}
      </Field>
      <Field name="sourceUrl" label={copy.sourceLabel} labelClassName={label}>
        {(c) => <Control as="input" {...c} type="url" inputMode="url" className={input} />}
      </Field>
      <Field name="email" label={copy.emailLabel} labelClassName={label}>
        {(c) => <Control as="input" {...c} type="email" autoComplete="email" className={input} />}
      </Field>
      <p className="text-sm text-slate-700">
        <TextThenLink
          text={copy.privacyNotice}
          link={{ href: '/privacy', label: copy.privacyLink }}
          after="."
        />
      </p>
      <ConsentCheckbox label={copy.consentLabel} />
      <SubmitRow copy={copy} />
      {/* The plan is a hidden field: its error shows as the form's alert. */}
      <FormAlerts field="planId" />
    </ActionForm>
  );
}
