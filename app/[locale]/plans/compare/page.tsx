import { permanentRedirect, redirect } from 'next/navigation';
import { Comparison } from '@/components/compare/comparison';
import { RuleSection } from '@/components/compare/rule-section';
import { ToolPage, type ToolPageSource } from '@/components/ui/tool-page';
import { getPage } from '@/lib/content';
import { compareChoices, unlimitedWords } from '@/lib/pricing/compare-content';
import { readCompareRequest } from '@/lib/pricing/compare-request';
import { searchOf } from '@/lib/pricing/url';
import { copyPageRouteMetadata } from '@/lib/seo/route-metadata';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import { localePath } from '@/lib/i18n/paths';

const PAGE: ToolPageSource = { path: '/plans/compare', sources: ['pages/compare.mdx'] };

export const generateMetadata = copyPageRouteMetadata('compare', PAGE.path);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The comparison, rendered per request from its query (lib/pricing/compare-request.ts reads it,
 * and says where its forms' answers redirect): a pure computation of microseconds
 * (`npm run bench:compare`).
 */
export default async function ComparePage({ params, searchParams }: Props & LocaleProps) {
  const locale = await localeFrom(params);
  const b = getPage('compare', locale).blocks;
  const cat = getPage('catalogue', locale).blocks;
  // Where this page's forms, links and redirects go: the comparison in the reader's language.
  const here = localePath(PAGE.path, locale);
  const search = searchOf(await searchParams);
  const choices = compareChoices(locale);
  const req = readCompareRequest(here, search, choices, unlimitedWords());
  if ('redirect' in req) {
    if (req.permanent) permanentRedirect(req.redirect);
    redirect(req.redirect);
  }
  return (
    <ToolPage locale={locale} page={PAGE} header={b.header} className="space-y-10 py-10">
      <Comparison
        locale={locale}
        path={here}
        state={req.state}
        offers={req.offers}
        view={req.view}
        catalogue={choices}
        copy={b}
        feeLabels={cat.fees}
        typeNames={cat.types}
        offerInput={req.offerInput}
        linkLeftOut={req.linkLeftOut}
      />
      <RuleSection block={b.rule} method={cat.method} period={req.view.period} locale={locale} />
    </ToolPage>
  );
}
