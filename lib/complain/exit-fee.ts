/**
 * The decision of an exit-fee letter (issue 51): the bill shows, separately, the early-termination
 * fee and the device charges billed with it. The rule caps the fee at one month's rental
 * (EARLY_TERMINATION.capMonthsOfRental, computed by the comparison's own code, lib/pricing) and
 * leaves the device charges still due owed on top. So the fee is compared with one month's rental
 * (taxed unless entered with VAT), and the device charges billed with what was still due, both as
 * the bill shows them (the form's VAT question is about the rental only, so a letter never
 * states a device figure the visitor did not type); the complaint holds when either is above its
 * limit. A device difference that is exactly the VAT on what was due is not called an overcharge
 * (issue 51, the consumer-affairs editor's third reading): it is the tax, or the two amounts were
 * entered one with VAT and one without.
 */
import { exitCost } from '../pricing/calculate';
import { vatOn, type Fils } from '../pricing/money';
import type { Offer } from '../pricing/offer';

export type ExitFeeFacts = {
  /** The early-termination fee the bill shows. */
  fee: Fils;
  /** The device charges billed with it (0 when none). */
  deviceCharged: Fils;
  /** The plan's monthly rental, as entered. */
  monthly: Fils;
  vatIncluded: boolean;
  /** The device charges still due when the contract ended, as entered (0 when none). */
  deviceDue: Fils;
};

export type ExitFeeDecision = {
  /** One month's rental with VAT: the most the fee may be. */
  rental: Fils;
  /** The VAT added to a rental entered before VAT (0 when entered with it). */
  vat: Fils;
  /** The device charges still due, as entered: the most the device charges billed may be. */
  deviceDue: Fils;
  /** What the fee is above one month's rental (0 when it is not). */
  feeOver: Fils;
  /** What the device charges billed are above those still due (0 when they are not, or VAT alone). */
  deviceOver: Fils;
  /** The device charges billed are above those due by exactly the VAT on them: no overcharge. */
  deviceVatOnly: boolean;
  /** The VAT on the device charges still due, at the rate of lib/pricing/rules.ts. */
  deviceVat: Fils;
  /** Everything charged above what the rule allows. */
  overcharge: Fils;
  /** Whether the rule gives a ground for a complaint. */
  valid: boolean;
};

export function exitFeeDecision(f: ExitFeeFacts): ExitFeeDecision {
  const offer: Offer = {
    id: 'complaint',
    name: 'complaint',
    monthly: f.monthly,
    vatIncluded: f.vatIncluded,
    contractMonths: 1,
    fees: [],
    dataGb: null,
    deviceCharges: [],
  };
  // A contract left in its first month: its termination fee is the capped month of rental.
  const rental = exitCost(offer, 0).terminationFee;
  const deviceDue = f.deviceDue;
  const feeOver = Math.max(0, f.fee - rental);
  const deviceVat = vatOn(deviceDue);
  const difference = Math.max(0, f.deviceCharged - deviceDue);
  const deviceVatOnly = deviceVat > 0 && difference === deviceVat;
  const deviceOver = deviceVatOnly ? 0 : difference;
  return {
    rental,
    vat: f.vatIncluded ? 0 : vatOn(f.monthly),
    deviceDue,
    feeOver,
    deviceOver,
    deviceVatOnly,
    deviceVat,
    overcharge: feeOver + deviceOver,
    valid: feeOver + deviceOver > 0,
  };
}

/**
 * Whether a letter is about a mobile contract left under the earlier rule for new mobile
 * contracts (before the general rule's first day): it then cites that rule, needs the day the
 * contract was signed, and words a device overcharge as a billing error, since that rule says
 * nothing of device charges (issue 51, the consumer-affairs editor).
 */
export function underEarlierRule(
  problem: { appliesFrom?: string; newMobile?: object },
  input: { service?: string; date: string },
): boolean {
  return (
    input.service === 'mobile' &&
    problem.newMobile !== undefined &&
    problem.appliesFrom !== undefined &&
    input.date < problem.appliesFrom
  );
}

/**
 * Whether the fee cap covered this contract when it was left, and if not, why: the rule's first
 * day (a mobile contract's earlier rule has its own), then, under that earlier rule, the day the
 * contract was signed. A device overcharge rests on the contract, not on this (issue 51).
 */
export type FeeCapCover =
  | { kind: 'covered' }
  | { kind: 'beforeRule'; firstDay: string }
  | { kind: 'signedMissing' | 'signedBefore'; from: string }
  | { kind: 'signedAfter' };

/** The first day a rule applies to this contract: a mobile contract's earlier rule, if any. */
export function firstDayOf(
  problem: { appliesFrom?: string; newMobile?: { from: string } },
  service?: string,
): string | undefined {
  return service === 'mobile' && problem.newMobile ? problem.newMobile.from : problem.appliesFrom;
}

export function feeCapCover(
  problem: { appliesFrom?: string; newMobile?: { from: string } },
  input: { service?: string; date: string; signed?: string },
): FeeCapCover {
  const firstDay = firstDayOf(problem, input.service);
  if (firstDay && input.date < firstDay) return { kind: 'beforeRule', firstDay };
  if (problem.newMobile && underEarlierRule(problem, input)) {
    const from = problem.newMobile.from;
    if (!input.signed) return { kind: 'signedMissing', from };
    if (input.signed < from) return { kind: 'signedBefore', from };
    if (input.signed > input.date) return { kind: 'signedAfter' };
  }
  return { kind: 'covered' };
}
