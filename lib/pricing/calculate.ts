/**
 * The total-cost calculator: pure functions over integer fils. Every figure a visitor
 * sees on /plans/compare and in the catalogue comes from here (see tests/unit/pricing*.test.ts).
 *
 * One rule orders every offer: its total over the one period the visitor chose (./period.ts),
 * which is what keeping it for that many months and then leaving costs. Service runs month to
 * month for the whole period without a contract, and continues at its price after a contract
 * shorter than the period; a contract longer than the period is left at the period's end, so
 * its total adds the exit fee and the device instalments and device charges still due then.
 */
import { gross, type Fils } from './money';
import type { Offer } from './offer';
import { DEVICE_CHARGES, deviceChargeDue, EARLY_TERMINATION } from './rules';

export type Breakdown = {
  /** Service months charged at the regular price (with VAT). */
  rental: Fils;
  /** Service months charged at the promotional price (with VAT). */
  promo: Fils;
  /** One-off fees (with VAT), paid at the start. */
  fees: Fils;
  /** Device instalments paid within the period (with VAT). */
  device: Fils;
  /** What leaving at the period's end costs: exit fee, instalments and device charges still due. */
  leaving: Fils;
};

export type OfferCost = {
  id: string;
  /** Months the total covers: the comparison period, the same for every offer. */
  months: number;
  monthlyWithVat: Fils;
  promoMonthlyWithVat: Fils | null;
  breakdown: Breakdown;
  /** Everything paid over the period plus what leaving at its end costs. */
  total: Fils;
  /** Total divided over the months covered, rounded to the fils. */
  effectiveMonthly: Fils;
  /** Effective monthly cost per GB of the base monthly allowance (promotional data left out); null when unlimited or not stated. */
  perGb: Fils | null;
  /** cumulative[k]: paid by the end of month k (cumulative[0] = one-off fees), k = 0..months. */
  cumulative: Fils[];
};

/** What one month of service costs (with VAT): the promo price in its months, else the regular one. */
function serviceMonth(offer: Offer, month: number): { fils: Fils; promo: boolean } {
  if (offer.promo && month <= offer.promo.months)
    return { fils: gross(offer.promo.monthly, offer.vatIncluded), promo: true };
  return { fils: gross(offer.monthly, offer.vatIncluded), promo: false };
}

/** Month by month, what is paid while the offer is kept: service every month, instalments in theirs. */
function paidMonths(offer: Offer, months: number) {
  const fees = offer.fees.reduce((sum, f) => sum + gross(f.amount, offer.vatIncluded), 0);
  const deviceMonthly = offer.device ? gross(offer.device.monthly, offer.vatIncluded) : 0;
  const deviceMonths = offer.device?.months ?? 0;
  const breakdown = { rental: 0, promo: 0, fees, device: 0 };
  const cumulative: Fils[] = [fees];
  for (let m = 1; m <= months; m++) {
    const s = serviceMonth(offer, m);
    if (s.promo) breakdown.promo += s.fils;
    else breakdown.rental += s.fils;
    let paid = s.fils;
    if (m <= deviceMonths) {
      breakdown.device += deviceMonthly;
      paid += deviceMonthly;
    }
    cumulative.push(cumulative[m - 1] + paid);
  }
  return { breakdown, cumulative };
}

export type ExitCost = {
  /** Month after which the customer leaves (0 = before the first bill). */
  month: number;
  /** The early-termination fee: one month's regular rental (with VAT) while the contract runs. */
  terminationFee: Fils;
  /** Device instalments still due after `month`. */
  remainingInstalments: Fils;
  /** Device charges (with VAT) still due after `month`, each on its own schedule. */
  deviceCharges: Fils;
  /** termination fee + remaining instalments + device charges still due. */
  exitFee: Fils;
  /** Everything paid if leaving after `month`: paid so far plus the exit fee. */
  totalIfLeaving: Fils;
};

/** The cost of leaving after `month` months, under the rules in ./rules.ts. */
export function exitCost(offer: Offer, month: number): ExitCost {
  const m = Math.max(0, Math.floor(month));
  const { cumulative } = paidMonths(offer, m);
  const inContract = offer.contractMonths > 0 && m < offer.contractMonths;
  const terminationFee = inContract
    ? EARLY_TERMINATION.capMonthsOfRental * gross(offer.monthly, offer.vatIncluded)
    : 0;
  const deviceLeft = offer.device ? Math.max(0, offer.device.months - m) : 0;
  const remainingInstalments =
    EARLY_TERMINATION.remainingDeviceInstalmentsDue && offer.device
      ? deviceLeft * gross(offer.device.monthly, offer.vatIncluded)
      : 0;
  // Each charge on its own schedule; an entered offer's runs over its contract, or without one
  // over the one-month contract of the no-contract option, as the catalogue's no-commitment plan
  // (./rules.ts DEVICE_CHARGES). Taxed as the charge says, else like the offer's prices.
  const deviceCharges = (offer.deviceCharges ?? []).reduce((sum, c) => {
    const schedule =
      c.months ??
      (offer.contractMonths > 0 ? offer.contractMonths : DEVICE_CHARGES.noContractMonths);
    return sum + gross(deviceChargeDue(c.amount, schedule, m), c.vatIncluded ?? offer.vatIncluded);
  }, 0);
  const exitFee = terminationFee + remainingInstalments + deviceCharges;
  return {
    month: m,
    terminationFee,
    remainingInstalments,
    deviceCharges,
    exitFee,
    totalIfLeaving: cumulative[m] + exitFee,
  };
}

/** The offer's cost over `periodMonths`: kept that long, then left (see the rule at the top). */
export function costOf(offer: Offer, periodMonths: number): OfferCost {
  const months = Math.max(1, Math.floor(periodMonths));
  const { breakdown: paid, cumulative } = paidMonths(offer, months);
  const leaving = exitCost(offer, months);
  const breakdown: Breakdown = { ...paid, leaving: leaving.exitFee };
  const total = leaving.totalIfLeaving;
  const effectiveMonthly = Math.round(total / months);
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

/** Offers in the order the site shows them: by total over the same period, cheapest first. */
export function byTotal<T extends { total: Fils }>(a: T, b: T): number {
  return a.total - b.total;
}

/** The calculator's answer for a set of offers (the page's component is components/compare/comparison.tsx). */
export type ComparisonResult = {
  /** The one period every offer is costed over. */
  period: number;
  costs: OfferCost[];
  exits: ExitCost[];
  /** Ids of the cheapest offers over the period (more than one is a tie); none for a single offer. */
  cheapest: string[];
  tie: boolean;
  /** The chart's last month: the period. */
  chartMonths: number;
};

export function compareOffers(
  offers: Offer[],
  exitMonth: number,
  periodMonths: number,
): ComparisonResult {
  const costs = offers.map((o) => costOf(o, periodMonths));
  const exits = offers.map((o) => exitCost(o, exitMonth));
  const min = costs.length ? Math.min(...costs.map((c) => c.total)) : 0;
  // With one offer there is nothing to be cheapest against.
  const cheapest = costs.length > 1 ? costs.filter((c) => c.total === min).map((c) => c.id) : [];
  return {
    period: costs[0]?.months ?? Math.max(1, Math.floor(periodMonths)),
    costs,
    exits,
    cheapest,
    tie: cheapest.length > 1,
    chartMonths: costs[0]?.months ?? 0,
  };
}
