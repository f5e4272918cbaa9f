/**
 * Reads the "enter an offer you were quoted" form into an offer, or says which fields
 * are wrong. It runs on the server, for the GET form of /plans/compare (with or without
 * JavaScript the same code answers), and for the entered offers of a shared link (./link.ts):
 * the fields are read here, their limits are those of ./entered-schema.ts.
 */
import { latinDigits } from '../i18n/format';
import {
  checkEntered,
  ENTERED_LIMITS,
  type EnteredError,
  type EnteredField,
} from './entered-schema';
import { parseAed } from './money';
import { FEE_KINDS, type Fee } from './offer';
import type { Entered } from './url';

export { ENTERED_FIELDS, type EnteredError, type EnteredField } from './entered-schema';

export type EnteredResult =
  { ok: true; offer: Entered } | { ok: false; errors: Partial<Record<EnteredField, EnteredError>> };

const MAX_MONTHS = ENTERED_LIMITS.months;

/**
 * `unlimitedWords`: what a visitor may type for "no limit" (content's `form.unlimitedWords`, in
 * every language the form is shown in), compared lower-cased with spaces collapsed.
 */
export function parseEnteredOffer(
  get: (field: EnteredField) => string,
  unlimitedWords: readonly string[],
): EnteredResult {
  const errors: Partial<Record<EnteredField, EnteredError>> = {};
  const unlimited = new Set(unlimitedWords.map((w) => w.toLowerCase()));
  const isUnlimited = (raw: string) => unlimited.has(raw.replace(/\s+/g, ' '));
  const v = (f: EnteredField) => get(f).trim();
  /** A number field: Arabic-Indic digits read as Latin ones. */
  const num = (f: EnteredField) => latinDigits(v(f));
  const money = (f: EnteredField, required: boolean) => {
    const raw = v(f);
    if (!raw) {
      if (required) errors[f] = 'amount';
      return undefined;
    }
    const fils = parseAed(raw);
    if (fils === null) errors[f] = 'amount';
    return fils ?? undefined;
  };
  const months = (f: EnteredField, required: boolean) => {
    const raw = num(f);
    if (!raw) {
      if (required) errors[f] = 'months';
      return undefined;
    }
    const n = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
    if (!(n >= 0 && n <= MAX_MONTHS)) errors[f] = 'months';
    return Number.isNaN(n) ? undefined : n;
  };
  const minutes = (f: EnteredField) => {
    const raw = num(f).toLowerCase();
    if (!raw) return undefined;
    if (isUnlimited(raw) && f === 'localMinutes') return 'unlimited' as const;
    if (!/^\d{1,6}$/.test(raw)) {
      errors[f] = 'minutes';
      return undefined;
    }
    return Number(raw);
  };
  const pair = (amountField: EnteredField, monthsField: EnteredField) => {
    const amount = money(amountField, false);
    const m = months(monthsField, false);
    if (
      (amount === undefined) !== (m === undefined) &&
      !errors[amountField] &&
      !errors[monthsField]
    ) {
      errors[v(amountField) ? monthsField : amountField] = 'pair';
      return undefined;
    }
    if (amount === undefined || m === undefined || m === 0) {
      if (m === 0) errors[monthsField] = 'months';
      return undefined;
    }
    return { monthly: amount, months: m };
  };

  const name = v('name');
  if (!name || name.length > ENTERED_LIMITS.nameLength) errors.name = 'name';
  const monthly = money('monthly', true);
  if (v('vat') !== 'included' && v('vat') !== 'excluded') errors.vat = 'vat';
  const contractMonths = months('contract', false) ?? 0;
  const fees: Fee[] = [];
  for (const kind of FEE_KINDS) {
    const amount = money(`fee-${kind}`, false);
    if (amount) fees.push({ kind, amount });
  }
  const device = pair('deviceMonthly', 'deviceMonths');
  // Device charges due on leaving: prorated over the contract, or counted whole without one.
  const charges = money('deviceCharges', false);
  const promo = pair('promoMonthly', 'promoMonths');
  const rawData = num('data').toLowerCase();
  let dataGb: Entered['dataGb'] = null;
  if (isUnlimited(rawData)) dataGb = 'unlimited';
  else if (rawData) {
    const n = /^\d{1,6}(\.\d{1,2})?$/.test(rawData) ? Number(rawData) : NaN;
    if (!(n > 0)) errors.data = 'data';
    else dataGb = n;
  }
  const localMinutes = minutes('localMinutes');
  const internationalMinutes = minutes('internationalMinutes');

  if (Object.keys(errors).length || monthly === undefined) return { ok: false, errors };
  const offer: Entered = {
    name,
    monthly,
    vatIncluded: v('vat') === 'included',
    contractMonths,
    fees,
    dataGb,
  };
  if (device) offer.device = device;
  if (charges) offer.deviceCharges = [{ amount: charges }];
  if (promo) offer.promo = promo;
  if (localMinutes !== undefined) offer.localMinutes = localMinutes;
  if (typeof internationalMinutes === 'number') offer.internationalMinutes = internationalMinutes;
  return checkEntered(offer);
}
