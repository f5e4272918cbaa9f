/** The plan catalogue from content/plans/catalogue/, as the checked dataset holds it. Server only. */
import type { Locale } from '../i18n/format';
import { toFils, type CatalogueEntry } from '../catalogue/entries';
import { siteConfig } from '../config/site';
import type { Doc } from './collections';
import { collection } from './load';
import { isPriceStale } from './stale';

export type CatalogueDoc = Doc<'catalogue'>;

/** Every catalogue plan with its MDX body, prices in fils and the stale flag as of `now`, in a language. */
export function getCatalogue(
  locale: Locale,
  now = new Date(),
): (CatalogueEntry & { doc: CatalogueDoc })[] {
  return collection('catalogue', locale)
    .map((fm) => {
      const entry: CatalogueEntry & { doc: CatalogueDoc } = {
        slug: fm.slug,
        operator: fm.operator,
        name: fm.name,
        type: fm.planType,
        summary: fm.summary,
        monthly: toFils(fm.monthlyPrice),
        vatIncluded: fm.vatIncluded,
        contractMonths: fm.contractMonths,
        fees: fm.fees.map((f) => ({ ...f, amount: toFils(f.amount) })),
        dataGb: fm.dataGb ?? null,
        inclusions: fm.inclusions,
        source: fm.source,
        stale: isPriceStale(fm.source.date, now, siteConfig.priceStaleAfterDays),
        doc: fm,
      };
      if (fm.deviceCharges.length)
        entry.deviceCharges = fm.deviceCharges.map((c) => ({
          ...c,
          amount: toFils(c.amount),
          ...(c.otherAmounts && { otherAmounts: c.otherAmounts.map(toFils) }),
        }));
      if (fm.device) entry.device = { ...fm.device, monthly: toFils(fm.device.monthly) };
      if (fm.promo) entry.promo = { ...fm.promo, monthly: toFils(fm.promo.monthly) };
      if (fm.promoData) entry.promoData = { gb: fm.promoData.gb, months: fm.promoData.months };
      if (fm.fairUsage) entry.fairUsage = fm.fairUsage;
      if (fm.minutes) entry.minutes = fm.minutes;
      if (fm.fiveG !== undefined) entry.fiveG = fm.fiveG;
      if (fm.speedMbps) entry.speedMbps = fm.speedMbps;
      if (fm.validUntil) entry.validUntil = fm.validUntil;
      return entry;
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export function getCataloguePlan(slug: string, locale: Locale) {
  return getCatalogue(locale).find((p) => p.slug === slug);
}

const slugs = new Set(collection('catalogue', 'en').map((d) => d.slug));
/** The slugs of the catalogue (a price report must name one). */
export function getCatalogueSlugs(): Set<string> {
  return slugs;
}
