/**
 * The complaint form's fields as they are posted (strings), free of zod: the form, the server
 * action and the download route read a post with these.
 */
import type { ComplaintFact } from '../content/schemas/complaint';

/**
 * The form's fields, every problem's and those of some (lib/complain/schema.ts). Here, not in
 * the content schema (which needs zod), so that the form's script does not load zod up front.
 */
export const COMPLAINT_FIELDS = [
  'name',
  'account',
  'contact',
  'operator',
  'service',
  'activated',
  'device',
  'allowedDays',
  'date',
  'signed',
  'amount',
  'fee',
  'deviceCharged',
  'monthly',
  'vat',
  'deviceDue',
  'description',
  'request',
  'writtenOn',
  'replyBy',
  'letterLocale',
] as const;
export type ComplaintField = (typeof COMPLAINT_FIELDS)[number];

/** Limits of the free-text fields (characters). */
/** The fields shown with a hint under their label (the page copy's `form.hints` has one each). */
export const HINTED_FIELDS = [
  'account',
  'allowedDays',
  'signed',
  'contact',
  'amount',
  'fee',
  'deviceCharged',
  'deviceDue',
  'description',
  'request',
  'writtenOn',
  'replyBy',
] as const satisfies readonly ComplaintField[];

export const COMPLAINT_LIMITS = {
  name: 100,
  account: 60,
  contact: 100,
  description: 1500,
  request: 500,
};

/**
 * The kinds of contract an exit-fee or mis-sold letter asks about: its source, and which
 * operator's published terms bind it, depend on it.
 */
export const SERVICES = ['mobile', 'home'] as const;
export type Service = (typeof SERVICES)[number];

/**
 * Whether a device came with a mis-sold service, and the minimum term of the contract if so
 * (months): the cancellation window depends on it (lib/complain/window.ts).
 */
export const DEVICE_TERMS = ['none', '12', '24', '36'] as const;
export type DeviceTerm = (typeof DEVICE_TERMS)[number];

/** The fields a problem's facts add to those every letter has. */
export const FACT_FIELDS: Record<ComplaintFact, readonly ComplaintField[]> = {
  amount: ['amount'],
  exitFee: ['service', 'signed', 'fee', 'deviceCharged', 'monthly', 'vat', 'deviceDue'],
  activation: ['service', 'activated', 'device', 'allowedDays'],
};

/** Every letter's fields. */
export const COMMON_FIELDS: readonly ComplaintField[] = [
  'name',
  'account',
  'contact',
  'operator',
  'date',
  'description',
  'request',
  'writtenOn',
  'replyBy',
  'letterLocale',
];

/** The fields of a problem's form, in the form's order. */
export function fieldsOf(facts: readonly ComplaintFact[]): ComplaintField[] {
  const own = new Set(facts.flatMap((f) => FACT_FIELDS[f]));
  return COMPLAINT_FIELDS.filter((f) => COMMON_FIELDS.includes(f) || own.has(f));
}

export type ComplaintValues = Partial<Record<ComplaintField, string>>;

/** A post's values of the complaint's fields: text only (a file is left out, as if blank). */
export function valuesFromForm(form: FormData): ComplaintValues {
  const out: ComplaintValues = {};
  for (const f of COMPLAINT_FIELDS) {
    const v = form.get(f);
    if (typeof v === 'string') out[f] = v;
  }
  return out;
}

/** Today's date, YYYY-MM-DD (UTC): the same day on the browser's check and the server's. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
