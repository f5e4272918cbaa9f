/**
 * The early-termination cap of a complaint letter, computed by the comparison's own code
 * (lib/pricing): the exit cost of a contract left in its first month, whose device charges still
 * due are counted whole. One month's rental (EARLY_TERMINATION.capMonthsOfRental), taxed unless
 * entered with VAT, plus the device charges still due, taxed the same way.
 */
import { exitCost } from '../pricing/calculate';
import { gross, vatOn, type Fils } from '../pricing/money';
import type { Offer } from '../pricing/offer';
import { NOT_STATED } from '../pricing/stated';

export type ExitFeeCap = {
  /** The monthly rental the visitor pays (with VAT). */
  rental: Fils;
  /** The VAT added to a rental entered before VAT (0 when entered with it). */
  vat: Fils;
  /** The device charges still due, as owed (with VAT). */
  deviceDue: Fils;
  /** The most the rule allows: the termination fee plus the device charges still due. */
  cap: Fils;
};

export function exitFeeCap(input: {
  monthly: Fils;
  vatIncluded: boolean;
  deviceDue: Fils;
}): ExitFeeCap {
  const offer: Offer = {
    id: 'complaint',
    name: 'complaint',
    monthly: input.monthly,
    vatIncluded: input.vatIncluded,
    contractMonths: 1,
    fees: [],
    dataGb: null,
    deviceCharges: input.deviceDue > 0 ? [{ amount: input.deviceDue, months: NOT_STATED }] : [],
  };
  const exit = exitCost(offer, 0);
  return {
    rental: gross(input.monthly, input.vatIncluded),
    vat: input.vatIncluded ? 0 : vatOn(input.monthly),
    deviceDue: exit.deviceCharges,
    cap: exit.terminationFee + exit.deviceCharges,
  };
}

/** What a fee charged is above the cap (0 when it is within it). */
export function overcharge(fee: Fils, cap: Fils): Fils {
  return Math.max(0, fee - cap);
}
