/**
 * What the catalogue knows of a plan for its reminder: its name, the contract's length, the
 * promotion's length (a number, or not stated: the visitor types it), and its regular price with
 * the source that publishes it. Server only (reads the content).
 */
import 'server-only';
import { getCatalogue, getCatalogueSlugs } from '../content/catalogue';
import type { Locale } from '../i18n/format';
import { NOT_STATED, type Months } from '../pricing/stated';
import type { CatalogueEntry, CatalogueSource } from '../catalogue/entries';
import type { PlanType } from '../catalogue/constants';
import type { RemindKind } from './request';

export type ReminderPlan = {
  slug: string;
  name: string;
  /** Mobile, home internet…: which guide to leaving it fits. */
  type: PlanType;
  /** The minimum term in months; 0: no contract. */
  contractMonths: number;
  /** How long the promotion (a lower price, or extra data) runs; null: the plan has none. */
  promotionMonths: Months | null;
  /** The regular monthly price in fils, as published, and whether it includes VAT. */
  monthly: number;
  vatIncluded: boolean;
  /** What the promotion changes, only as the catalogue states it (null: it states nothing). */
  promotion: PromotionChange | null;
  /** The months over which every device charge runs down, where they all share one (else null). */
  deviceScheduleMonths: number | null;
  source: CatalogueSource;
};

/**
 * What ends with a promotion: a lower price (fils, as published), promotional data on top of the
 * base allowance, or a higher speed. The speed is in the catalogue only as the plan's inclusion
 * quoting its source ("750 Mbps instead of 500 Mbps for a limited time"), read from the English
 * entry where its regular speed is the plan's.
 */
export type PromotionChange =
  | { kind: 'price'; monthly: number }
  | { kind: 'data'; promoGb: number; baseGb: number | 'unlimited' | null }
  | { kind: 'speed'; promoMbps: number; regularMbps: number };

const PROMO_SPEED = /(\d+) Mbps instead of (\d+) Mbps/;

function promotionOf(e: CatalogueEntry): PromotionChange | null {
  if (e.promo) return { kind: 'price', monthly: e.promo.monthly };
  if (e.promoData) return { kind: 'data', promoGb: e.promoData.gb, baseGb: e.dataGb };
  const speed = e.inclusions.map((i) => PROMO_SPEED.exec(i)).find((m) => m !== null);
  if (speed && e.speedMbps === Number(speed[2]))
    return { kind: 'speed', promoMbps: Number(speed[1]), regularMbps: e.speedMbps };
  return null;
}

function deviceScheduleOf(e: CatalogueEntry): number | null {
  const months = new Set((e.deviceCharges ?? []).map((c) => c.months));
  const [only] = months;
  return months.size === 1 && typeof only === 'number' ? only : null;
}

export function reminderPlans(locale: Locale): ReminderPlan[] {
  const english = new Map(getCatalogue('en').map((e) => [e.slug, e]));
  return getCatalogue(locale).map((e) => ({
    slug: e.slug,
    name: e.name,
    type: e.type,
    contractMonths: e.contractMonths,
    promotionMonths: e.promo?.months ?? e.promoData?.months ?? null,
    monthly: e.monthly,
    vatIncluded: e.vatIncluded,
    promotion: promotionOf(english.get(e.slug) ?? e),
    deviceScheduleMonths: deviceScheduleOf(e),
    source: e.source,
  }));
}

export const reminderPlan = (slug: string | null, locale: Locale) =>
  slug ? (reminderPlans(locale).find((p) => p.slug === slug) ?? null) : null;

export const planSlugs = (): ReadonlySet<string> => getCatalogueSlugs();

/** The catalogue's plans without a minimum term (contractMonths 0): no contract ends for them. */
export const contractlessSlugs = (): ReadonlySet<string> =>
  new Set(getCatalogue('en').flatMap((e) => (e.contractMonths === 0 ? [e.slug] : [])));

/** What the reminder's schema needs of the catalogue (./request.ts). */
export const planChecks = () => ({ plans: planSlugs(), contractless: contractlessSlugs() });

/**
 * The catalogue's length for what ends with a plan: its minimum term, or its promotion's months;
 * '' where the catalogue states none (a plan without a contract, a promotion's length not stated).
 */
export function catalogueMonths(plan: ReminderPlan, what: RemindKind): string {
  if (what === 'contract') return plan.contractMonths > 0 ? String(plan.contractMonths) : '';
  const months = plan.promotionMonths;
  return months === null || months === NOT_STATED ? '' : String(months);
}

/**
 * The form's first values for a plan (`?plan=<slug>`): what ends (its contract, else its
 * promotion: a plan without a contract has no term to end) and its length in months, or '' where
 * the catalogue does not state it.
 */
export function prefill(plan: ReminderPlan | null): { what: RemindKind; months: string } {
  if (!plan) return { what: 'contract', months: '' };
  // A plan without a contract: only a promotion can end (its length typed where not stated).
  const what = plan.contractMonths > 0 ? 'contract' : 'promotion';
  return { what, months: catalogueMonths(plan, what) };
}
