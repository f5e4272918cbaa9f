import type { RemindBlocks } from '@/lib/content/schemas/pages/remind';
import { fillSlots, plural, type Locale } from '@/lib/i18n/format';
import { DEFAULT_LEAD_DAYS, LEAD_DAYS } from '@/lib/remind/dates';
import { catalogueMonths, prefill, type ReminderPlan } from '@/lib/remind/plan';
import type { RemindField as Field } from '@/lib/remind/request';
import { bidiText } from '@/components/ui/bidi-text';
import { localePath } from '@/lib/i18n/paths';
import { keptPeriods } from '@/lib/remind/kept';
import { inputClass, RemindField } from './remind-field';

/**
 * The hint under the plan: "filled in from the catalogue" only while the months are the
 * catalogue's own figure for what ends; else where to find them (the contract, or for a plan
 * without one, the operator's offer or the bill).
 */
function planHint(
  plan: ReminderPlan,
  values: Partial<Record<Field, string>>,
  f: RemindBlocks['form'],
): string {
  const what =
    values.what === 'contract' || values.what === 'promotion' ? values.what : prefill(plan).what;
  const figure = catalogueMonths(plan, what);
  if (figure !== '' && Number(values.months) === Number(figure)) return f.prefilled;
  return plan.contractMonths > 0 ? f.notStated : f.notStatedNoContract;
}

/**
 * The reminder's form, rendered on the server and working without JavaScript: a GET form to
 * /api/remind/calendar, which answers the calendar file (nothing stored). `values` are the
 * fields as the address gave them (a plan's prefill, or a request sent back with `errors`).
 */
export function RemindForm({
  locale,
  copy,
  plans,
  plan,
  values,
  errors,
}: {
  locale: Locale;
  copy: RemindBlocks;
  plans: { slug: string; name: string }[];
  plan: ReminderPlan | null;
  values: Partial<Record<Field, string>>;
  errors: Partial<Record<Field, string>>;
}) {
  const f = copy.form;
  const id = (name: Field) => `remind-${name}`;
  const lead = values.lead || String(DEFAULT_LEAD_DAYS);
  const planNote = plan
    ? bidiText(fillSlots(planHint(plan, values, f), { plan: plan.name }))
    : undefined;
  return (
    <section aria-labelledby="remind-form-heading" id="remind-form" className="space-y-6">
      <h2 id="remind-form-heading" className="text-2xl font-bold text-slate-900">
        {f.heading}
      </h2>
      {Object.keys(errors).length ? (
        <p role="alert" className="font-medium text-red-700">
          {f.errorSummary}
        </p>
      ) : null}
      <form method="get" action="/api/remind/calendar" className="space-y-6" noValidate>
        <input type="hidden" name="locale" value={locale} />
        <fieldset aria-describedby={errors.what ? `${id('what')}-error` : undefined}>
          <legend className="text-sm font-semibold text-slate-900">{f.what}</legend>
          {(['contract', 'promotion'] as const).map((what) => (
            <label key={what} className="mt-2 flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name="what"
                value={what}
                defaultChecked={values.what === what}
                className="size-4"
              />
              {what === 'contract' ? f.whatContract : f.whatPromotion}
            </label>
          ))}
          {errors.what ? (
            <p id={`${id('what')}-error`} className="mt-1 text-sm font-medium text-red-700">
              {errors.what}
            </p>
          ) : null}
        </fieldset>
        <RemindField id={id('plan')} label={f.plan} hint={planNote} error={errors.plan}>
          {(w) => (
            <select {...w} name="plan" defaultValue={values.plan ?? ''} className={inputClass}>
              <option value="">{f.planNone}</option>
              {plans.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </RemindField>
        <RemindField id={id('startDate')} label={f.started} error={errors.startDate}>
          {(w) => (
            <input
              {...w}
              type="date"
              name="startDate"
              defaultValue={values.startDate}
              className={inputClass}
            />
          )}
        </RemindField>
        <RemindField id={id('months')} label={f.months} hint={f.monthsHint} error={errors.months}>
          {(w) => (
            <input
              {...w}
              type="number"
              inputMode="numeric"
              min={1}
              max={60}
              name="months"
              defaultValue={values.months}
              className={inputClass}
            />
          )}
        </RemindField>
        <RemindField id={id('endDate')} label={f.ends} hint={f.endsHint} error={errors.endDate}>
          {(w) => (
            <input
              {...w}
              type="date"
              name="endDate"
              defaultValue={values.endDate}
              className={inputClass}
            />
          )}
        </RemindField>
        <RemindField id={id('lead')} label={f.lead} error={errors.lead}>
          {(w) => (
            <select {...w} name="lead" defaultValue={lead} className={inputClass}>
              {LEAD_DAYS.map((days) => (
                <option key={days} value={days}>
                  {fillSlots(f.leadOption, { days: plural(days, copy.entry.days, locale) })}
                </option>
              ))}
            </select>
          )}
        </RemindField>
        <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
          <h3 className="text-lg font-semibold text-slate-900">{copy.calendar.heading}</h3>
          <p className="mt-2 text-slate-700">{bidiText(copy.calendar.text)}</p>
          <button
            type="submit"
            className="mt-4 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {copy.calendar.button}
          </button>
        </div>
        <div className="rounded-xl border border-slate-200 p-5">
          <h3 className="text-lg font-semibold text-slate-900">{copy.email.heading}</h3>
          <p className="mt-2 text-slate-700">{fillSlots(copy.email.text, keptPeriods(locale))}</p>
          <button
            type="submit"
            name="step"
            value="email"
            formAction={localePath('/remind', locale)}
            className="mt-4 rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {copy.email.next}
          </button>
        </div>
      </form>
    </section>
  );
}
