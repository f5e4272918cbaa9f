/**
 * The UAE rules the calculator applies, each with its source, in one place.
 * Change a rule here and every total, exit cost and page that quotes it follows.
 */
import { NOT_STATED, type Months } from './stated';

/** A rule's source: where it is and when it was published; its words are in content. */
export type RuleSource = { id: string; url: string; date: string };

/** UAE VAT: 5% standard rate (Federal Decree-Law No. 8 of 2017), in force since 1 January 2018. */
export const VAT = {
  /** Percent, as an integer so the arithmetic stays in integers. */
  ratePercent: 5,
  source: {
    publisher: 'UAE Federal Tax Authority',
    title: 'Federal Decree-Law No. 8 of 2017 on Value Added Tax (standard rate 5%)',
    url: 'https://tax.gov.ae/en/taxes/vat.aspx',
    date: '2017-08-23',
  },
} as const;

/**
 * Early termination: since 1 January 2020 a customer who leaves a telecom contract early
 * (mobile, fixed and internet, old and new contracts) pays at most one month's rental;
 * device instalments still due are owed on top. New individual mobile contracts had the
 * cap from March 2019.
 */
export const EARLY_TERMINATION = {
  /** The exit fee cap, in months of the plan's regular rental. */
  capMonthsOfRental: 1,
  /** Remaining device instalments are still payable on exit. */
  remainingDeviceInstalmentsDue: true,
  appliesFrom: '2020-01-01',
  /**
   * Its sources: each one's publisher and title, as a page in each language names them, are copy
   * (the comparison's `rule.sources` in content/pages/compare.mdx and its translation, by `id`).
   */
  sources: [
    {
      id: 'gulfnews-2019-12',
      url: 'https://gulfnews.com/uae/government/early-telecom-cancellation-charges-in-uae-reduced-1.1577192862517',
      date: '2019-12-24',
    },
    {
      id: 'gulfnews-2019-03',
      url: 'https://gulfnews.com/uae/government/tra-announces-new-rules-for-uae-phone-users-now-closing-a-phone-plan-or-contract-early-is-cheaper-1.1553082693294',
      date: '2019-03-20',
    },
    {
      // The only report of the three that names fixed and internet contracts (correction of
      // 26 November 2026: Gulf News's report of 24 December 2019 does not mention them).
      id: 'tellerreport-2019-12',
      url: 'http://www.tellerreport.com/business/2019-12-24---%22organizing-communications%22--paying-a-month-s-rental-fee-in-case-of-early-termination-of-contracts-.SkgZhoZeJI.html',
      date: '2019-12-24',
    },
  ],
} as const;

/**
 * Device charges due on leaving (e&'s home plans: the 4K TV box, the router, the home phone).
 * e&'s Ultra Starter terms list "any remaining device charges" in the early-termination fee of
 * both the 24-month and the no-commitment plan, with each device's charge, but they do not say
 * how a charge runs down. The proration rule comes from a third party: aladdin.life's undated
 * blog post on home-internet exit charges quotes the operator's formula, device cost / contract
 * period x (contract period - (1 + number of months the customer spent in the contract)), for
 * the 24-month contract and for the no-contract option, which it says comes with a one-month
 * contract. Leaving after `m` months of an `n`-month schedule therefore owes
 * amount x max(0, n - 1 - m) / n, rounded to the fils, and nothing once the schedule is finished;
 * the catalogue gives the no-commitment plan's charges that one-month schedule (nothing is due
 * whenever it is left), and an entered offer without a contract follows the same rule
 * (`noContractMonths`), so a typed offer and a catalogue plan are costed alike.
 */
export const DEVICE_CHARGES = {
  /** Months of the schedule counted as spent beyond the ones completed (the formula's "1 +"). */
  currentMonth: 1,
  /** The schedule of a charge on an offer without a contract: the one-month contract the source says the no-contract option comes with. */
  noContractMonths: 1,
  /** Its sources (publisher and title are copy, as for EARLY_TERMINATION's). */
  sources: [
    {
      id: 'aladdin-exit-charges',
      url: 'https://blog.aladdin.life/uae/home_internet_exit_charges_uae/',
      date: 'unknown',
    },
    {
      id: 'eand-ultra-starter-terms',
      url: 'https://www.etisalat.ae/en/mshop/home/plans/terms-and-conditions/ultra-starter.html',
      date: 'unknown',
    },
  ],
} as const;

/**
 * What of a device charge is still due when leaving after `month` months, for a charge that
 * runs down over `scheduleMonths` (a number), or is counted whole when its schedule is not
 * stated (`'not stated'`, or 0 months: nothing to run down over).
 */
export function deviceChargeDue(amount: number, scheduleMonths: Months, month: number): number {
  if (scheduleMonths === NOT_STATED || scheduleMonths <= 0) return amount;
  const left = Math.max(0, scheduleMonths - DEVICE_CHARGES.currentMonth - Math.max(0, month));
  return Math.round((amount * left) / scheduleMonths);
}
