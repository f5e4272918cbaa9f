import { EmailStep } from '@/components/remind/email-step';
import { RemindForm } from '@/components/remind/remind-form';
import { ToolPage, type ToolPageSource } from '@/components/ui/tool-page';
import { getPage } from '@/lib/content';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import { planChecks, prefill, reminderPlan, reminderPlans } from '@/lib/remind/plan';
import { checkReminder, readRemindFields, remindSchema } from '@/lib/remind/request';
import { copyPageRouteMetadata } from '@/lib/seo/route-metadata';

const PAGE: ToolPageSource = { path: '/remind', sources: ['pages/remind.mdx'] };

export const generateMetadata = copyPageRouteMetadata('remind', PAGE.path);

type Props = LocaleProps & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * "Remind me before it ends" (issue 54). The calendar form is a GET form to
 * /api/remind/calendar, which answers the .ics file; a request that fails the form's schema comes
 * back here (`check=1`) with its fields, and the page shows each field's message from the same
 * check. Its second button, "E-mail me instead", GETs this page with `step=email`: once the same
 * check passes, the page asks for the address (a Server Action, lib/remind/form.ts). `?plan=<slug>`
 * (the catalogue's plan pages, the comparison) prefills the plan and its length. The page is
 * rendered per request; nothing is stored before the e-mail form is sent.
 */
export default async function RemindPage({ params, searchParams }: Props) {
  const locale = await localeFrom(params);
  const b = getPage('remind', locale).blocks;
  const query = await searchParams;
  const one = (name: string) => {
    const v = query[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const plan = reminderPlan(one('plan') ?? null, locale);
  const raw = readRemindFields(one);
  const start = prefill(plan);
  const values = {
    ...raw,
    what: raw.what || start.what,
    months: raw.months || (raw.what && raw.what !== start.what ? '' : start.months),
    plan: plan?.slug ?? '',
  };
  const emailStep = one('step') === 'email';
  const checked =
    one('check') === '1' || emailStep
      ? checkReminder(
          raw,
          remindSchema({
            errors: b.errors,
            ...planChecks(),
            now: new Date(),
          }),
        )
      : null;
  return (
    <ToolPage
      locale={locale}
      page={PAGE}
      header={b.header}
      intro={<p className="mt-4 max-w-3xl font-medium text-slate-800">{b.privacy}</p>}
      className="max-w-3xl space-y-10 py-10"
    >
      {emailStep && checked?.ok ? (
        <EmailStep locale={locale} copy={b} reminder={checked.reminder} plan={plan} fields={raw} />
      ) : (
        <RemindForm
          locale={locale}
          copy={b}
          plans={reminderPlans(locale).map((p) => ({ slug: p.slug, name: p.name }))}
          plan={plan}
          values={values}
          errors={checked && !checked.ok ? checked.errors : {}}
        />
      )}
    </ToolPage>
  );
}
