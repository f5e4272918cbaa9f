/**
 * A shared comparison link, read on the server by the form's own rules: each entered offer is
 * turned back into the text its fields would hold and read by the form's parser
 * (./entered.ts, whose last check is the zod schema of ./entered-schema.ts). An offer the form
 * would refuse is left out and comes back as the form's answer to bad input: its fields, each
 * refused one with its message. Whatever the link, the page shows at most MAX_OFFERS offers of
 * at most ENTERED_LIMITS.months months.
 */
import { parseEnteredOffer, type EnteredError, type EnteredField } from './entered';
import { ENTERED_LIMITS } from './offer';
import { DEFAULT_PERIOD, parsePeriod } from './period';
import { exitMonthOf, linkParts, MAX_OFFERS, type ComparisonState, type Entered } from './url';

/**
 * The longest query read: four offers of the longest name the form takes (80 characters of
 * three UTF-8 bytes, percent-encoded twice: 1,200 characters) with every field, and room to spare.
 */
export const MAX_QUERY_LENGTH = 8_192;

/** An offer of the link that the form would refuse: its fields as text, and the form's errors. */
export type RefusedOffer = {
  values: Partial<Record<EnteredField, string>>;
  errors: Partial<Record<EnteredField, EnteredError>>;
};

export type LinkReading = {
  state: ComparisonState;
  /** Entered offers left out because the form would refuse them, in the link's order. */
  refused: RefusedOffer[];
  /** Parts left out that the form cannot show: unreadable offers, offers beyond MAX_OFFERS, a bad `m`, a query too long to read. */
  unread: number;
};

const fils = (n: number) =>
  Number.isSafeInteger(n) && n >= 0
    ? `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`
    : String(n);

/**
 * An entered offer as the form's fields would hold it. A link can say what no form can (two fees
 * of one kind, several device charges): the field then holds text the form refuses.
 */
export function formValuesOf(
  o: Entered,
  unlimited: string,
): { values: Partial<Record<EnteredField, string>>; clash: EnteredField[] } {
  const values: Partial<Record<EnteredField, string>> = {
    name: o.name,
    monthly: fils(o.monthly),
    vat: o.vatIncluded ? 'included' : 'excluded',
    contract: String(o.contractMonths),
  };
  const clash: EnteredField[] = [];
  for (const f of o.fees) {
    const field = `fee-${f.kind}` as const;
    if (values[field] !== undefined) clash.push(field);
    values[field] = fils(f.amount);
  }
  if (o.device) {
    values.deviceMonthly = fils(o.device.monthly);
    values.deviceMonths = String(o.device.months);
  }
  if (o.promo) {
    values.promoMonthly = fils(o.promo.monthly);
    values.promoMonths = String(o.promo.months);
  }
  const charges = o.deviceCharges ?? [];
  if (charges.length) values.deviceCharges = fils(charges[0].amount);
  if (charges.length > ENTERED_LIMITS.deviceCharges) clash.push('deviceCharges');
  if (o.dataGb !== null) values.data = o.dataGb === 'unlimited' ? unlimited : String(o.dataGb);
  if (o.localMinutes !== undefined)
    values.localMinutes = o.localMinutes === 'unlimited' ? unlimited : String(o.localMinutes);
  if (o.internationalMinutes !== undefined)
    values.internationalMinutes = String(o.internationalMinutes);
  return { values, clash };
}

/** Reads a comparison link (`?o=…&m=…&p=…`) by the form's rules. */
export function readComparison(search: string, unlimitedWords: readonly string[]): LinkReading {
  if (search.length > MAX_QUERY_LENGTH)
    return { state: { picks: [], exitMonth: 0 }, refused: [], unread: 1 };
  const { picks: parts, m, p } = linkParts(search);
  const state: ComparisonState = { picks: [], exitMonth: exitMonthOf(m) ?? 0 };
  const period = parsePeriod(p);
  if (period !== DEFAULT_PERIOD) state.period = period;
  const refused: RefusedOffer[] = [];
  let unread = exitMonthOf(m) === null ? 1 : 0;
  for (const part of parts) {
    if (part === null || state.picks.length >= MAX_OFFERS) unread++;
    else if (part.kind === 'catalogue') state.picks.push(part);
    else {
      const { values, clash } = formValuesOf(part.offer, unlimitedWords[0] ?? 'unlimited');
      const result = parseEnteredOffer((f) => values[f] ?? '', unlimitedWords);
      if (result.ok && !clash.length) state.picks.push({ kind: 'entered', offer: result.offer });
      else {
        const errors = result.ok ? {} : result.errors;
        for (const f of clash) errors[f] ??= 'amount';
        refused.push({ values, errors });
      }
    }
  }
  return { state, refused, unread };
}
