/**
 * The plan's part of a reminder (issue 54, the consumer-affairs editor's round 3): what the
 * promotion changes and what the plan costs after the end, only as the catalogue states them, the
 * price with 5% VAT where the catalogue's excludes it (lib/pricing/money.ts), and, for a contract,
 * what leaving after its term costs as far as a stored source says. Values isolated as in
 * ./entry.ts; every paragraph that names a source ends with its address.
 */
import { mark } from '../complain/bidi';
import type { RemindBlocks } from '../content/schemas/pages/remind';
import { fillSlots, formatAed, formatDate, formatNumber, type Locale } from '../i18n/format';
import { gross } from '../pricing/money';
import { DEVICE_CHARGES } from '../pricing/rules';
import type { ReminderPlan } from './plan';
import type { Reminder } from './request';

type Copy = RemindBlocks['entry'];

/**
 * A source as a sentence ends with it: publisher, date where known, then its address, last, each
 * after a comma (the sentence's "Source:" has the one colon).
 */
export function sourceText(s: { publisher: string; date: string; url: string }, locale: Locale) {
  const comma = locale === 'ar' ? '، ' : ', ';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(s.date)
    ? `${comma}${mark(formatDate(s.date, locale, 'day-month-year'))}`
    : '';
  return `${mark(s.publisher)}${date}${comma}${mark(s.url)}`;
}

/** A monthly price as the visitor pays it: with 5% VAT where the catalogue's excludes it. */
export function monthlyPrice(fils: number, vatIncluded: boolean, copy: Copy, locale: Locale) {
  const paid = mark(formatAed(gross(fils, vatIncluded), locale));
  return vatIncluded
    ? fillSlots(copy.priceVatIncluded, { price: paid })
    : fillSlots(copy.priceWithVat, { price: paid, net: mark(formatAed(fils, locale)) });
}

const n = (x: number, locale: Locale) => mark(formatNumber(x, locale));

/** What the promotion changes, as the catalogue states it; nothing where it states nothing. */
function promotionChange(plan: ReminderPlan, copy: Copy, locale: Locale): string[] {
  const p = plan.promotion;
  if (!p) return [];
  if (p.kind === 'price')
    return [
      fillSlots(copy.promotionPrice, {
        price: monthlyPrice(p.monthly, plan.vatIncluded, copy, locale),
      }),
    ];
  if (p.kind === 'speed')
    return [
      fillSlots(copy.promotionSpeed, {
        regular: n(p.regularMbps, locale),
        promo: n(p.promoMbps, locale),
      }),
    ];
  return [
    typeof p.baseGb === 'number'
      ? fillSlots(copy.promotionData, { promo: n(p.promoGb, locale), base: n(p.baseGb, locale) })
      : fillSlots(copy.promotionDataOnly, { promo: n(p.promoGb, locale) }),
  ];
}

/** The device-charge formula's source (lib/pricing/rules.ts): aladdin.life quotes it. */
const FORMULA_SOURCE = DEVICE_CHARGES.sources.find((s) => s.id === 'aladdin-exit-charges')!;

/**
 * What leaving after the minimum term costs: no stored source states an exit fee then; the device
 * charges, where they run down over the contract's months, are none by the quoted formula once
 * all but its current month have passed (lib/pricing/rules.ts deviceChargeDue).
 */
function afterTerm(plan: ReminderPlan | null, copy: Copy, locale: Locale): string[] {
  const months = plan?.deviceScheduleMonths;
  if (!plan || !months || months !== plan.contractMonths) return [copy.afterTerm];
  return [
    copy.afterTerm,
    fillSlots(copy.deviceAfter, {
      last: n(months - DEVICE_CHARGES.currentMonth, locale),
      months: n(months, locale),
      url: mark(FORMULA_SOURCE.url),
    }),
  ];
}

/** The paragraphs between "what ends" and the exit-fee rule. */
export function planParagraphs(
  r: Reminder,
  plan: ReminderPlan | null,
  copy: Copy,
  locale: Locale,
): string[] {
  const contract = r.what === 'contract';
  if (!plan) return [copy.askOperator, ...(contract ? afterTerm(null, copy, locale) : [])];
  return [
    ...(contract ? [] : promotionChange(plan, copy, locale)),
    fillSlots(copy.costAfter, {
      plan: mark(plan.name),
      price: monthlyPrice(plan.monthly, plan.vatIncluded, copy, locale),
      source: sourceText(plan.source, locale),
    }),
    ...(contract ? afterTerm(plan, copy, locale) : []),
  ];
}
