import { ComplaintForm } from '@/components/complain/complaint-form';
import type { ComplaintCopy } from '@/components/complain/copy';
import { ChosenProblem, ProblemPicker } from '@/components/complain/problem-picker';
import { ToolPage, type ToolPageSource } from '@/components/ui/tool-page';
import { getComplaintProblems, getPage } from '@/lib/content';
import { COMPLAINT_OPERATORS } from '@/lib/content/schemas/pages/complain';
import type { Locale } from '@/lib/i18n/format';
import { today } from '@/lib/complain/fields';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import { copyPageRouteMetadata } from '@/lib/seo/route-metadata';
import '@/components/complain/letter-print.css';
import { writeComplaint } from './actions';

const PAGE: ToolPageSource = { path: '/complain', sources: ['pages/complain.mdx', 'complaints/'] };

export const generateMetadata = copyPageRouteMetadata('complain', PAGE.path);

type Props = LocaleProps & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The client components' words, from content/pages/complain.mdx in the page's language. */
function clientCopy(locale: Locale): ComplaintCopy {
  const b = getPage('complain', locale).blocks;
  const { tdra, ...next } = b.next;
  return {
    form: b.form,
    errors: b.errors,
    actions: b.actions,
    letterHeading: b.letter.heading,
    letterWords: { days: b.letter.days, money: b.letter.money },
    next: { ...next, tdraLabel: tdra.label, tdraHref: tdra[locale] },
    operators: COMPLAINT_OPERATORS.map((key) => ({ key, name: b.operators[key].name })),
  };
}

/**
 * "Write my complaint" (issue 31). Step 1 is a GET form (`?problem=<slug>`, the guides' links);
 * steps 2 and 3 are the problem's form and its letter, posted to the page's server action. The
 * page is rendered per request (the chosen problem); nothing typed is stored, logged or put in
 * a URL, and no cookie is set.
 */
export default async function ComplainPage({ params, searchParams }: Props) {
  const locale = await localeFrom(params);
  const page = getPage('complain', locale);
  const b = page.blocks;
  const problems = getComplaintProblems(locale);
  const chosen = (await searchParams).problem;
  const problem = problems.find((p) => p.slug === (Array.isArray(chosen) ? chosen[0] : chosen));
  return (
    <ToolPage
      locale={locale}
      page={PAGE}
      header={b.hero}
      intro={
        <p className="mt-4 max-w-3xl font-medium text-slate-800" data-testid="complain-privacy">
          {b.hero.privacy}
        </p>
      }
      className="max-w-4xl space-y-10 py-10"
    >
      {problem ? (
        <>
          <ChosenProblem problem={problem} copy={b.picker} locale={locale} />
          <ComplaintForm
            write={writeComplaint}
            locale={locale}
            problem={{
              slug: problem.slug,
              facts: problem.facts,
              appliesFrom: problem.appliesFrom,
              newMobile: problem.newMobile && { from: problem.newMobile.from },
              dateLabel: problem.dateLabel,
              cancellation: problem.cancellation && {
                binds: problem.cancellation.binds,
                serviceOnlyDays: problem.cancellation.serviceOnlyDays,
                daysPerYearWithDevice: problem.cancellation.daysPerYearWithDevice,
              },
            }}
            copy={clientCopy(locale)}
            today={today()}
          />
        </>
      ) : (
        <ProblemPicker problems={problems} copy={b.picker} locale={locale} />
      )}
    </ToolPage>
  );
}
