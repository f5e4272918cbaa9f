/** An offer as the calculator sees it: a catalogue plan or one a visitor was quoted. */
import type { Fils } from './money';
import type { Months } from './stated';

export { NOT_STATED, type Months } from './stated';

export const FEE_KINDS = [
  'activation',
  'installation',
  'router',
  'sim',
  'delivery',
  'other',
] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export type Fee = { kind: FeeKind; amount: Fils };

/**
 * A charge for equipment (a router, a TV box) that falls due only on leaving, on its own
 * schedule, independent of the service contract (see DEVICE_CHARGES in ./rules.ts): it runs
 * down over `months`, or over the contract when `months` is left out (an entered offer);
 * when the source states no schedule (`'not stated'`, or no contract to run down over) the
 * whole charge is counted, the most that can be due. It is not a one-off fee.
 */
export type DeviceCharge = {
  amount: Fils;
  months?: Months;
  /**
   * Whether the charge includes VAT, where the source says; left out, it is taxed like the
   * offer's prices. A catalogue charge whose terms do not say is counted with VAT added (false):
   * the most that can be due.
   */
  vatIncluded?: boolean;
};

export type Offer = {
  /** Stable id: `c:<catalogue slug>` or `e:<n>` for an entered offer. */
  id: string;
  name: string;
  /** Regular monthly price as published or quoted. */
  monthly: Fils;
  /** Whether every price of the offer (monthly, promo, fees, instalments) already includes VAT. */
  vatIncluded: boolean;
  /** Minimum term in months; 0 for no contract. */
  contractMonths: number;
  fees: Fee[];
  device?: { monthly: Fils; months: number };
  /** Equipment charges due on leaving, each on its own schedule (see DeviceCharge). */
  deviceCharges?: DeviceCharge[];
  promo?: { monthly: Fils; months: number };
  /** The base allowance: GB a month, or 'unlimited', or null when not stated (e.g. TV). */
  dataGb: number | 'unlimited' | null;
  /** Promotional data on top of the base, for as long as the source says (or 'not stated'). */
  promoData?: { gb: number; months: Months };
  localMinutes?: number | 'unlimited';
  internationalMinutes?: number;
};

/**
 * The limits of an entered offer, the form's (checked by ./entered-schema.ts): a shared link's
 * offers are held to them too.
 */
export const ENTERED_LIMITS = {
  /** Characters of a name, after trimming. */
  nameLength: 80,
  /** A contract, instalments, a promotion: whole months. */
  months: 60,
  /** AED 9,999,999.99: the seven digits and two decimals the form reads (lib/i18n/format.ts parseAed). */
  fils: 999_999_999,
  minutes: 999_999,
  /** GB a month, in hundredths: 999,999.99 GB. */
  dataHundredths: 99_999_999,
  /** Device charges due on early exit: the form has one field. */
  deviceCharges: 1,
} as const;
