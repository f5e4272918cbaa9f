/**
 * What an entered offer may hold: one zod schema, the last check of the "enter an offer you were
 * quoted" form (./entered.ts), which a shared link's offers (./link.ts) pass through too. Every
 * number and every list has the form's limit, so that no link makes the page do more work, or
 * grow longer, than an offer typed in the form (a 10,000,000-month link once blocked the server).
 */
import { z } from '../forms/validation/zod';
import { ENTERED_LIMITS, FEE_KINDS } from './offer';
import type { Entered } from './url';

export { ENTERED_LIMITS };

/** The form's fields (./entered.ts reads them) and what may be wrong with one. */
export type EnteredError = 'name' | 'amount' | 'vat' | 'months' | 'data' | 'minutes' | 'pair';
export const ENTERED_FIELDS = [
  'name',
  'monthly',
  'vat',
  'contract',
  ...FEE_KINDS.map((k) => `fee-${k}` as const),
  'deviceMonthly',
  'deviceMonths',
  'deviceCharges',
  'promoMonthly',
  'promoMonths',
  'data',
  'localMinutes',
  'internationalMinutes',
] as const;
export type EnteredField = (typeof ENTERED_FIELDS)[number];

const fils = z.number().int().min(0).max(ENTERED_LIMITS.fils);
const months = z.number().int().min(0).max(ENTERED_LIMITS.months);
const minutes = z.number().int().min(0).max(ENTERED_LIMITS.minutes);
const instalments = z.object({ monthly: fils, months: months.min(1) }).strict();

export const enteredOfferSchema = z
  .object({
    name: z
      .string()
      .min(1)
      .max(ENTERED_LIMITS.nameLength)
      .refine((s) => s.trim() === s),
    monthly: fils,
    vatIncluded: z.boolean(),
    contractMonths: months,
    /** At most one fee of each kind: the form has one field for each. */
    fees: z
      .array(z.object({ kind: z.enum(FEE_KINDS), amount: fils.min(1) }).strict())
      .max(FEE_KINDS.length)
      .refine((fees) => new Set(fees.map((f) => f.kind)).size === fees.length),
    device: instalments.optional(),
    promo: instalments.optional(),
    deviceCharges: z
      .array(z.object({ amount: fils.min(1) }).strict())
      .min(1)
      .max(ENTERED_LIMITS.deviceCharges)
      .optional(),
    dataGb: z.union([
      z.null(),
      z.literal('unlimited'),
      z
        .number()
        .positive()
        .max(ENTERED_LIMITS.dataHundredths / 100)
        .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.round(n * 100) / 100 === n),
    ]),
    localMinutes: z.union([z.literal('unlimited'), minutes]).optional(),
    internationalMinutes: minutes.optional(),
  })
  .strict();

/** The form's field and message for each place the schema can refuse. */
function fieldOf(offer: Entered, path: PropertyKey[]): [EnteredField, EnteredError] {
  const [key, i] = path;
  switch (key) {
    case 'name':
      return ['name', 'name'];
    case 'vatIncluded':
      return ['vat', 'vat'];
    case 'contractMonths':
      return ['contract', 'months'];
    case 'fees': {
      const kind = typeof i === 'number' ? offer.fees[i]?.kind : undefined;
      // A repeated kind (only a link can carry one) is refused on the kind's field.
      const repeated = offer.fees.find(
        (f, j) => offer.fees.findIndex((g) => g.kind === f.kind) < j,
      );
      const k = kind ?? repeated?.kind ?? offer.fees[0]?.kind;
      return [k ? `fee-${k}` : 'fee-other', 'amount'];
    }
    case 'device':
    case 'promo':
      return i === 'months' ? [`${key}Months`, 'months'] : [`${key}Monthly`, 'amount'];
    case 'deviceCharges':
      return ['deviceCharges', 'amount'];
    case 'dataGb':
      return ['data', 'data'];
    case 'localMinutes':
    case 'internationalMinutes':
      return [key, 'minutes'];
    default:
      return ['monthly', 'amount'];
  }
}

/** Checks an offer against the form's limits: the offer, or the form's errors by field. */
export function checkEntered(
  offer: Entered,
):
  | { ok: true; offer: Entered }
  | { ok: false; errors: Partial<Record<EnteredField, EnteredError>> } {
  const r = enteredOfferSchema.safeParse(offer);
  if (r.success) return { ok: true, offer };
  const errors: Partial<Record<EnteredField, EnteredError>> = {};
  for (const issue of r.error.issues) {
    const [field, error] = fieldOf(offer, issue.path);
    errors[field] ??= error;
  }
  return { ok: false, errors };
}
