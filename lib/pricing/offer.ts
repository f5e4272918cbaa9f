/** An offer as the calculator sees it: a catalogue plan or one a visitor was quoted. */
import type { Fils } from './money';

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
 * A charge for equipment (a router, a TV box) that falls due only when the contract ends
 * early, prorated over the contract (see DEVICE_CHARGES in ./rules.ts). It is not a one-off
 * fee: finishing the contract owes none of it.
 */
export type DeviceCharge = { amount: Fils };

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
  /** Equipment charges due on early exit, prorated over the contract (never on a finished one). */
  deviceCharges?: DeviceCharge[];
  promo?: { monthly: Fils; months: number };
  /** GB a month, or 'unlimited', or null when not stated (e.g. TV). */
  dataGb: number | 'unlimited' | null;
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
  /** AED 9,999,999.99: the seven digits and two decimals the form reads (lib/format.ts parseAed). */
  fils: 999_999_999,
  minutes: 999_999,
  /** GB a month, in hundredths: 999,999.99 GB. */
  dataHundredths: 99_999_999,
  /** Device charges due on early exit: the form has one field. */
  deviceCharges: 1,
} as const;
