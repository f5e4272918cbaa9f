/** The plan catalogue from content/plans/catalogue/, parsed by its zod schema. Server only. */
import { allCataloguePlans } from 'contentlayer/generated';
import { toFils, type CatalogueEntry } from '../catalogue/entries';
import { siteConfig } from '../site';
import { catalogueSchema } from './schemas/catalogue';
import { isPriceStale } from './stale';

export type CatalogueDoc = (typeof allCataloguePlans)[number];

/** Every catalogue plan with its MDX body, prices in fils and the stale flag as of `now`. */
export function getCatalogue(now = new Date()): (CatalogueEntry & { doc: CatalogueDoc })[] {
  // The content check already ran this schema against today's date; parse for types only.
  const schema = catalogueSchema(new Date('9999-12-31T00:00:00Z'));
  return allCataloguePlans
    .map((doc) => {
      const fm = schema.parse(pick(doc));
      const entry: CatalogueEntry & { doc: CatalogueDoc } = {
        slug: doc.slug,
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
        doc,
      };
      if (fm.device) entry.device = { ...fm.device, monthly: toFils(fm.device.monthly) };
      if (fm.promo) entry.promo = { ...fm.promo, monthly: toFils(fm.promo.monthly) };
      if (fm.fairUsage) entry.fairUsage = fm.fairUsage;
      if (fm.minutes) entry.minutes = fm.minutes;
      if (fm.fiveG !== undefined) entry.fiveG = fm.fiveG;
      if (fm.speedMbps) entry.speedMbps = fm.speedMbps;
      if (fm.validUntil) entry.validUntil = fm.validUntil;
      return entry;
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function getCataloguePlan(slug: string) {
  return getCatalogue().find((p) => p.slug === slug);
}

let slugs: Set<string> | undefined;
/** The slugs of the catalogue (a price report must name one). */
export function getCatalogueSlugs(): Set<string> {
  slugs ??= new Set(allCataloguePlans.map((d) => d.slug));
  return slugs;
}

/** The frontmatter keys of a generated document (contentlayer2 adds _id, _raw, body, type, slug). */
function pick(doc: CatalogueDoc): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(doc)) {
    if (k.startsWith('_') || k === 'body' || k === 'type' || k === 'slug' || v === undefined) continue;
    out[k] = v;
  }
  return out;
}
