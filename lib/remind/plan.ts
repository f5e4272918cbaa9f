/**
 * What the catalogue knows of a plan for its reminder: its name, the contract's length, the
 * promotion's length (a number, or not stated: the visitor types it), and its regular price with
 * the source that publishes it. Server only (reads the content).
 */
import 'server-only';
import { getCatalogue, getCatalogueSlugs } from '../content/catalogue';
import type { Locale } from '../i18n/format';
import { NOT_STATED, type Months } from '../pricing/stated';
import type { CatalogueSource } from '../catalogue/entries';
import type { RemindKind } from './request';

export type ReminderPlan = {
  slug: string;
  name: string;
  /** The minimum term in months; 0: no contract. */
  contractMonths: number;
  /** How long the promotion (a lower price, or extra data) runs; null: the plan has none. */
  promotionMonths: Months | null;
  /** The regular monthly price in fils, as published. */
  monthly: number;
  source: CatalogueSource;
};

export function reminderPlans(locale: Locale): ReminderPlan[] {
  return getCatalogue(locale).map((e) => ({
    slug: e.slug,
    name: e.name,
    contractMonths: e.contractMonths,
    promotionMonths: e.promo?.months ?? e.promoData?.months ?? null,
    monthly: e.monthly,
    source: e.source,
  }));
}

export const reminderPlan = (slug: string | null, locale: Locale) =>
  slug ? (reminderPlans(locale).find((p) => p.slug === slug) ?? null) : null;

export const planSlugs = (): ReadonlySet<string> => getCatalogueSlugs();

/**
 * The form's first values for a plan (`?plan=<slug>`): what ends (its contract, else its
 * promotion) and its length in months, or '' where the catalogue does not state it.
 */
export function prefill(plan: ReminderPlan | null): { what: RemindKind; months: string } {
  if (!plan) return { what: 'contract', months: '' };
  if (plan.contractMonths > 0) return { what: 'contract', months: String(plan.contractMonths) };
  if (plan.promotionMonths !== null)
    return {
      what: 'promotion',
      months: plan.promotionMonths === NOT_STATED ? '' : String(plan.promotionMonths),
    };
  return { what: 'contract', months: '' };
}
