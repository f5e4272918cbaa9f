/**
 * Copy of the plan catalogue, the plan pages, the price-report form and /plans/compare
 * (content/pages/catalogue.mdx). Placeholders in braces are filled in by the pages; each
 * schema says which a text must contain.
 */
import { z } from '../../../forms/validation/zod';
import { CATALOGUE_OPERATORS, CATALOGUE_TYPES } from '../../../catalogue/constants';
import { FEE_KINDS } from '../../../pricing/offer';
import { labelsFor as labels, pluralForms as anyPluralForms, text, withSlots } from '../shared';

/**
 * A phrase per CLDR plural category with these slots; `other` must also show {count} (a language's
 * `one` or `two` may name the number in words, as Arabic does).
 */
const pluralForms = (...slots: string[]) => {
  const form = withSlots(...slots).optional();
  return z
    .object({
      zero: form,
      one: form,
      two: form,
      few: form,
      many: form,
      other: withSlots('count', ...slots),
    })
    .strict();
};
const link = z
  .object({ label: text, href: z.string().regex(/^\/[\w\-/#?=&.]*$/, 'must be a site path') })
  .strict();

export const catalogueBlocksSchema = z
  .object({
    header: z.object({ heading: text, lead: text }).strict(),
    /** How totals are costed, and the rule for leaving early (beside the catalogue's filters). */
    method: z.object({ heading: text, text: withSlots('months', 'days'), rule: text }).strict(),
    operators: labels(CATALOGUE_OPERATORS),
    types: labels(CATALOGUE_TYPES),
    fees: labels(FEE_KINDS),
    filters: z
      .object({
        heading: text,
        typeLabel: text,
        operatorLabel: text,
        contractLabel: text,
        budgetLabel: text,
        budgetHint: text,
        sortLabel: text,
        /** The comparison period's select: its options are `months`. */
        periodLabel: text,
        anyLabel: text,
        noContract: text,
        /** A contract length by its months, e.g. "{count} months". */
        months: anyPluralForms,
        sorts: labels(['total', 'monthly', 'data'] as const),
        /** Above the list: how it is sorted, by the sort chosen ({months}: the period). */
        sortedBy: z.object({ total: withSlots('months'), monthly: text, data: text }).strict(),
        submitLabel: text,
        resetLabel: text,
        /** The number of matching plans. */
        count: anyPluralForms,
        empty: text,
      })
      .strict(),
    facts: z
      .object({
        monthly: text,
        /** The total's label by the months it covers. */
        total: anyPluralForms,
        totalHint: text,
        data: text,
        minutes: text,
        /** Minutes per month by their number; `{count}` is "Unlimited" for unlimited national minutes. */
        national: anyPluralForms,
        flexible: anyPluralForms,
        international: anyPluralForms,
        contract: text,
        speedLabel: text,
        speed: withSlots('mbps'),
        fees: text,
        noFees: text,
        device: text,
        /** Each device charge due on leaving, with its schedule or that none is stated. */
        deviceCharges: text,
        chargeOver: pluralForms('name', 'amount'),
        chargeNotStated: withSlots('name', 'amount'),
        /** Charges the quoted formula never leaves due (a one-month schedule): the row says so. */
        chargesNoneDue: withSlots('charges'),
        /** One such charge as the terms list it, in that row. */
        chargeListed: withSlots('name', 'amount'),
        /** Two amounts the terms list for one device ("AED 480 or AED 720"). */
        promo: text,
        inclusions: text,
        unlimited: text,
        notStated: text,
        gb: withSlots('gb'),
        /** Promotional data beside the base allowance, and how long it lasts. */
        promoData: withSlots('gb', 'duration'),
        promoDataFor: pluralForms(),
        promoDataNotStated: text,
        asPublished: withSlots('price', 'vat'),
        vatIncluded: text,
        vatExcluded: text,
        /** Beside a device charge whose terms do not say whether it includes VAT. */
        vatNotStated: text,
      })
      .strict(),
    honesty: z
      .object({
        publishedOn: withSlots('publisher', 'date'),
        dateNotStated: withSlots('publisher'),
        stale: text,
        staleHint: withSlots('days'),
        validUntil: withSlots('date'),
      })
      .strict(),
    plan: z
      .object({
        detailsLink: text,
        compareLink: text,
        detailsHeading: text,
        notesHeading: text,
        sourceHeading: text,
        sourceLink: text,
        /** The plan page's link to /remind?plan=<slug> (issue 54). */
        remindLink: text,
        backLink: link,
      })
      .strict(),
    report: z
      .object({
        heading: text,
        intro: text,
        problemLabel: text,
        sourceLabel: text,
        emailLabel: text,
        /** What is kept, why, and where to read more: shown before the form asks for consent. */
        privacyNotice: text,
        privacyLink: text,
        consentLabel: text,
        submitLabel: text,
        sendingLabel: text,
        successText: text,
      })
      .strict(),
  })
  .strict();

export type CatalogueBlocks = z.infer<typeof catalogueBlocksSchema>;

export const compareBlocksSchema = z
  .object({
    header: z.object({ heading: text, lead: text }).strict(),
    picker: z
      .object({
        heading: text,
        label: text,
        choiceLabel: withSlots('operator', 'name'),
        addLabel: text,
        catalogueLink: link,
        full: withSlots('max'),
      })
      .strict(),
    form: z
      .object({
        heading: text,
        intro: text,
        name: text,
        monthly: text,
        vat: text,
        vatIncluded: text,
        vatExcluded: text,
        contract: text,
        contractHint: text,
        fees: text,
        feeAmount: withSlots('fee'),
        deviceMonthly: text,
        deviceMonths: text,
        deviceCharges: text,
        deviceChargesHint: text,
        promoMonthly: text,
        promoMonths: text,
        data: text,
        dataHint: text,
        /**
         * What may be typed for unlimited data or local minutes, separated by commas (, or ،): a
         * translation lists as many as its language needs; both languages' words are accepted.
         */
        unlimitedWords: text,
        localMinutes: text,
        internationalMinutes: text,
        submit: text,
        errors: z
          .object({
            name: text,
            amount: text,
            vat: text,
            months: text,
            data: text,
            minutes: text,
            pair: text,
            summary: text,
            /** The form's summary for an offer of a shared link that it refuses. */
            link: text,
            /** Parts of a shared link that could not be read at all. */
            unread: text,
          })
          .strict(),
      })
      .strict(),
    results: z
      .object({
        heading: text,
        empty: text,
        caption: text,
        remove: withSlots('name'),
        removeHeading: text,
        offer: text,
        entered: text,
        monthly: text,
        promo: pluralForms('price', 'promo'),
        oneOff: text,
        device: text,
        total: text,
        months: pluralForms('total'),
        effective: text,
        perGb: text,
        promoData: withSlots('gb', 'duration'),
        promoDataFor: pluralForms(),
        promoDataNotStated: text,
        notApplicable: text,
        leaving: withSlots('month'),
        exit: withSlots('month'),
        instalments: withSlots('month'),
        deviceCharges: withSlots('month'),
        deviceChargesVatNotStated: text,
        exitTotal: withSlots('month'),
        periodLabel: text,
        periodOption: pluralForms(),
        exitLabel: text,
        exitSubmit: text,
        cheapest: text,
        cheapestOver: pluralForms('names'),
        single: pluralForms('name', 'total'),
        tie: withSlots('names'),
        mixedTypes: withSlots('types'),
        period: pluralForms(),
        share: text,
        copied: text,
        /**
         * A catalogue plan's column links to /remind?plan=<slug> (issue 54): before its contract
         * ends, or (a plan without one) before its promotion ends. The column's head names it.
         */
        remindContract: text,
        remindPromotion: text,
      })
      .strict(),
    chart: z
      .object({
        heading: text,
        description: text,
        tableCaption: text,
        month: text,
        axisMonths: text,
        axisAed: text,
      })
      .strict(),
    rule: z
      .object({
        heading: text,
        /** The one-period rule: how every offer is costed and ordered. */
        period: text,
        text,
        deviceCharges: text,
        sourcesLabel: text,
        /**
         * Each rule source's publisher and title as this language names them, by the `id` of
         * its entry in lib/pricing/rules.ts (every id needs one: tests/unit/rule-sources-copy.test.tsx).
         */
        sources: z.record(z.string(), z.object({ publisher: text, title: text }).strict()),
        source: withSlots('publisher', 'title'),
        sourceDate: withSlots('date'),
        dateUnknown: text,
      })
      .strict(),
  })
  .strict();

export type CompareBlocks = z.infer<typeof compareBlocksSchema>;
