import { JsonLd } from '../ui/json-ld';
import { PageHeader } from '../layout/page-header';
import { TranslationNotice } from '../content/translation-notice';
import type { CatalogueEntry } from '@/lib/catalogue/entries';
import { getUiCopy } from '@/lib/content';
import type { CatalogueBlocks } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n/format';
import { planProductJsonLd } from '@/lib/seo';

/** What each section of a catalogue plan's page is given. */
export type PlanSectionProps = { plan: CatalogueEntry; copy: CatalogueBlocks; locale: Locale };

/** A catalogue plan's header (breadcrumbs, operator and name, summary, type) and its Product data. */
export function PlanHeaderSection({ plan, copy, locale }: PlanSectionProps) {
  const path = `/plans/catalogue/${plan.slug}`;
  const operator = copy.operators[plan.operator];
  const routes = getUiCopy(locale).routes;
  return (
    <>
      <JsonLd
        data={planProductJsonLd({
          name: `${operator} ${plan.name}`,
          description: plan.summary,
          path,
          brand: operator,
          monthlyFils: plan.monthly,
          vatIncluded: plan.vatIncluded,
          validUntil: plan.validUntil,
          sourceUrl: plan.source.url,
          locale,
        })}
      />
      <PageHeader
        locale={locale}
        path={path}
        trail={[
          { label: routes.home, href: '/' },
          { label: routes.plans, href: '/plans' },
          { label: copy.header.heading, href: '/plans/catalogue' },
          { label: plan.name, href: path },
        ]}
        title={`${operator} ${plan.name}`}
        lead={plan.summary}
      >
        <p className="mt-3 text-sm font-medium text-slate-700">{copy.types[plan.type]}</p>
        <TranslationNotice
          locale={locale}
          source={`plans/catalogue/${plan.operator}/${plan.slug}.mdx`}
          path={path}
        />
      </PageHeader>
    </>
  );
}
