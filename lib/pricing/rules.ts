/**
 * The UAE rules the calculator applies, each with its source, in one place.
 * Change a rule here and every total, exit cost and page that quotes it follows.
 */

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
  /** The same sentence is copy in content/pages/compare.mdx (rule.text); this one is for the catalogue page until it reads its own. */
  summary:
    "Leaving a contract early costs at most one month's rental, plus any device instalments still due (TDRA rule for all mobile, fixed and internet contracts from 1 January 2020; new mobile contracts from March 2019).",
  sources: [
    {
      publisher: 'Gulf News',
      title: 'Early telecom cancellation charges in UAE reduced',
      url: 'https://gulfnews.com/uae/government/early-telecom-cancellation-charges-in-uae-reduced-1.1577192862517',
      date: '2019-12-24',
    },
    {
      publisher: 'Gulf News',
      title:
        'TRA announces new rules for UAE phone users: closing a phone plan or contract early is cheaper',
      url: 'https://gulfnews.com/uae/government/tra-announces-new-rules-for-uae-phone-users-now-closing-a-phone-plan-or-contract-early-is-cheaper-1.1553082693294',
      date: '2019-03-20',
    },
  ],
} as const;

/**
 * Device charges due on early exit (e&'s home plans: the 4K TV box, the router, the home phone).
 * e&'s plan terms list them as "any remaining device charges" on top of the exit fee; its
 * terms state how much remains: device cost / contract period x (contract period - (1 + number
 * of months the customer spent in the contract)). Leaving after `m` months of an `n`-month
 * contract therefore owes amount x max(0, n - 1 - m) / n, rounded to the fils, and nothing once
 * the contract is finished.
 */
export const DEVICE_CHARGES = {
  /** Months of the contract counted as spent beyond the ones completed (the formula's "1 +"). */
  currentMonth: 1,
  sources: [
    {
      publisher: 'e& (Etisalat)',
      title: 'eLife Ultra Starter: terms and conditions (early termination fee and device charges)',
      url: 'https://www.etisalat.ae/en/mshop/home/plans/terms-and-conditions/ultra-starter.html',
      date: 'unknown',
    },
    {
      publisher: 'Aladdin',
      title: "Home Internet Exit Charges in the UAE (quotes the operators' device-charge formula)",
      url: 'https://blog.aladdin.life/uae/home_internet_exit_charges_uae/',
      date: 'unknown',
    },
  ],
} as const;

/** What of a device charge is still due when leaving after `month` months of a `contractMonths` contract. */
export function deviceChargeDue(amount: number, contractMonths: number, month: number): number {
  if (contractMonths <= 0) return 0;
  const left = Math.max(0, contractMonths - DEVICE_CHARGES.currentMonth - Math.max(0, month));
  return Math.round((amount * left) / contractMonths);
}
