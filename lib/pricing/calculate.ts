/**
 * The total-cost calculator: pure functions over integer fils. Every figure a visitor
 * sees on /plans/compare comes from here (see tests/unit/pricing*.test.ts).
 */
import { gross, type Fils } from './money';
import type { Offer } from './offer';
import { deviceChargeDue, EARLY_TERMINATION } from './rules';

export type Breakdown = {
  /** Service months charged at the regular price (with VAT). */
  rental: Fils;
  /** Service months charged at the promotional price (with VAT). */
  promo: Fils;
  /** One-off fees (with VAT), paid at the start. */
  fees: Fils;
  /** Device instalments (with VAT). */
  device: Fils;
};

export type OfferCost = {
  id: string;
  /** Months the total covers: the contract, or the comparison period for no-contract offers. */
  months: number;
  monthlyWithVat: Fils;
  promoMonthlyWithVat: Fils | null;
  breakdown: Breakdown;
  total: Fils;
  /** Total divided over the months covered, rounded to the fils. */
  effectiveMonthly: Fils;
  /** Effective monthly cost per GB of monthly data; null when data is unlimited or not stated. */
  perGb: Fils | null;
  /** cumulative[k]: paid by the end of month k (cumulative[0] = one-off fees). */
  cumulative: Fils[];
};

/** What one month of service costs (with VAT): the promo price in its months, else the regular one. */
function serviceMonth(offer: Offer, month: number): { fils: Fils; promo: boolean } {
  if (offer.promo && month <= offer.promo.months)
    return { fils: gross(offer.promo.monthly, offer.vatIncluded), promo: true };
  return { fils: gross(offer.monthly, offer.vatIncluded), promo: false };
}

/** Months a total covers: the minimum term, or `periodMonths` for an offer without a contract. */
export function coveredMonths(offer: Offer, periodMonths: number): number {
  return offer.contractMonths > 0 ? offer.contractMonths : periodMonths;
}

export function costOf(offer: Offer, periodMonths: number): OfferCost {
  const months = coveredMonths(offer, periodMonths);
  const fees = offer.fees.reduce((sum, f) => sum + gross(f.amount, offer.vatIncluded), 0);
  const deviceMonthly = offer.device ? gross(offer.device.monthly, offer.vatIncluded) : 0;
  const deviceMonths = offer.device?.months ?? 0;
  const span = Math.max(months, deviceMonths);

  const breakdown: Breakdown = { rental: 0, promo: 0, fees, device: 0 };
  const cumulative: Fils[] = [fees];
  for (let m = 1; m <= span; m++) {
    let paid = 0;
    if (m <= months) {
      const s = serviceMonth(offer, m);
      if (s.promo) breakdown.promo += s.fils;
      else breakdown.rental += s.fils;
      paid += s.fils;
    }
    if (m <= deviceMonths) {
      breakdown.device += deviceMonthly;
      paid += deviceMonthly;
    }
    cumulative.push(cumulative[m - 1] + paid);
  }
  const total = breakdown.rental + breakdown.promo + breakdown.fees + breakdown.device;
  const effectiveMonthly = months > 0 ? Math.round(total / months) : total;
  const perGb =
    typeof offer.dataGb === 'number' && offer.dataGb > 0
      ? Math.round(effectiveMonthly / offer.dataGb)
      : null;
  return {
    id: offer.id,
    months,
    monthlyWithVat: gross(offer.monthly, offer.vatIncluded),
    promoMonthlyWithVat: offer.promo ? gross(offer.promo.monthly, offer.vatIncluded) : null,
    breakdown,
    total,
    effectiveMonthly,
    perGb,
    cumulative,
  };
}

export type ExitCost = {
  /** Month after which the customer leaves (0 = before the first bill). */
  month: number;
  /** The early-termination fee: one month's regular rental (with VAT) while the contract runs. */
  terminationFee: Fils;
  /** Device instalments still due after `month`. */
  remainingInstalments: Fils;
  /** Device charges (with VAT) still due after `month`, prorated over the contract. */
  deviceCharges: Fils;
  /** termination fee + remaining instalments + device charges still due. */
  exitFee: Fils;
  /** Everything paid if leaving after `month`: paid so far plus the exit fee. */
  totalIfLeaving: Fils;
};

/** The cost of leaving after `month` months, under the rule in ./rules.ts. */
export function exitCost(offer: Offer, month: number, periodMonths: number): ExitCost {
  const cost = costOf(offer, periodMonths);
  const m = Math.max(0, Math.min(Math.floor(month), cost.cumulative.length - 1));
  const inContract = offer.contractMonths > 0 && m < offer.contractMonths;
  const terminationFee = inContract
    ? EARLY_TERMINATION.capMonthsOfRental * gross(offer.monthly, offer.vatIncluded)
    : 0;
  const deviceLeft = offer.device ? Math.max(0, offer.device.months - m) : 0;
  const remainingInstalments =
    EARLY_TERMINATION.remainingDeviceInstalmentsDue && offer.device
      ? deviceLeft * gross(offer.device.monthly, offer.vatIncluded)
      : 0;
  // Device charges are owed only on leaving: prorated, each taxed like the offer's other prices.
  const deviceCharges = (offer.deviceCharges ?? []).reduce(
    (sum, c) => sum + gross(deviceChargeDue(c.amount, offer.contractMonths, m), offer.vatIncluded),
    0,
  );
  const exitFee = terminationFee + remainingInstalments + deviceCharges;
  // Leaving after the last month costs what was paid: nothing is left to end.
  const totalIfLeaving = cost.cumulative[m] + exitFee;
  return { month: m, terminationFee, remainingInstalments, deviceCharges, exitFee, totalIfLeaving };
}

/** The calculator's answer for a set of offers (the page's component is components/compare/comparison.tsx). */
export type ComparisonResult = {
  costs: OfferCost[];
  exits: ExitCost[];
  /** How the cheapest was chosen: by total when every offer covers the same months, else per month. */
  cheapestBy: 'total' | 'effectiveMonthly';
  /** Ids of the cheapest offers (more than one is a tie). */
  cheapest: string[];
  tie: boolean;
  /** The longest span, for the cumulative chart. */
  chartMonths: number;
};

export function compareOffers(
  offers: Offer[],
  exitMonth: number,
  periodMonths: number,
): ComparisonResult {
  const costs = offers.map((o) => costOf(o, periodMonths));
  const exits = offers.map((o) => exitCost(o, exitMonth, periodMonths));
  const sameMonths = costs.every((c) => c.months === costs[0]?.months);
  const cheapestBy = sameMonths ? 'total' : 'effectiveMonthly';
  const key = (c: OfferCost) => (sameMonths ? c.total : c.effectiveMonthly);
  const min = costs.length ? Math.min(...costs.map(key)) : 0;
  const cheapest = costs.filter((c) => key(c) === min).map((c) => c.id);
  return {
    costs,
    exits,
    cheapestBy,
    cheapest: costs.length ? cheapest : [],
    tie: cheapest.length > 1,
    chartMonths: Math.max(0, ...costs.map((c) => c.cumulative.length - 1)),
  };
}
