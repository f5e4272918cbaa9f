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
      title: 'TRA announces new rules for UAE phone users: closing a phone plan or contract early is cheaper',
      url: 'https://gulfnews.com/uae/government/tra-announces-new-rules-for-uae-phone-users-now-closing-a-phone-plan-or-contract-early-is-cheaper-1.1553082693294',
      date: '2019-03-20',
    },
  ],
} as const;
