/**
 * The one schema of the complaint form, for the browser's check and the server's: per problem
 * (its facts decide which fields it needs), its messages in the page's language (content's
 * `errors` and the text rules of every form), amounts as money (Arabic-Indic digits accepted, as
 * in the comparison), dates not in the future and in order, the reply date after today.
 */
import {
  fillSlots,
  formatDate,
  formatNumber,
  LOCALES,
  latinDigits,
  plural,
  type Locale,
} from '../i18n/format';
import { parseAed } from '../pricing/money';
import type { ComplainBlocks } from '../content/schemas/pages/complain';
import { COMPLAINT_OPERATORS } from '../content/schemas/pages/complain';
import type { ComplaintFact, ComplaintProblemFrontmatter } from '../content/schemas/complaint';
import { textField } from '../forms/validation/fields';
import { z } from '../forms/validation/zod';
import { VAT } from '../pricing/rules';
import { exitFeeDecision, feeCapCover, firstDayOf } from './exit-fee';
import { letterMoney, mark } from './bidi';
import {
  COMPLAINT_LIMITS,
  DEVICE_TERMS,
  SERVICES,
  today as todayOf,
  type ComplaintValues,
} from './fields';
import { missoldDecision } from './window';

export type ComplaintProblemRules = {
  facts: readonly ComplaintFact[];
  appliesFrom?: string;
  /** Its own message refusing a date before `appliesFrom` (else the page's `beforeRule`). */
  beforeRule?: string;
  /** The first day of the earlier rule for new mobile contracts, for a mobile contract. */
  newMobile?: { from: string };
  cancellation?: Omit<
    NonNullable<ComplaintProblemFrontmatter['cancellation']>,
    'terms' | 'openTitle' | 'deviceReturn'
  >;
};

type Copy = {
  errors: ComplainBlocks['errors'];
  labels: ComplainBlocks['form']['labels'];
  /** A count of days and an amount, as the page's language writes them. */
  letter: Pick<ComplainBlocks['letter'], 'days' | 'money'>;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) =>
  DAY.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

export function complaintSchema(
  problem: ComplaintProblemRules,
  copy: Copy,
  locale: Locale,
  now = new Date(),
) {
  const e = copy.errors;
  const today = todayOf(now);
  const has = (f: ComplaintFact) => problem.facts.includes(f);
  const text = (label: string, max: number, multiline = false) =>
    textField({
      required: e.required,
      label,
      multiline,
      max: [max, fillSlots(e.tooLong, { max: formatNumber(max, locale) })],
      locale,
    });
  const optionalText = (label: string, max: number) =>
    z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      text(label, max, true).optional(),
    );
  const day = z
    .string({ error: e.date })
    .transform((v) => latinDigits(v).trim())
    .refine(isDay, e.date);
  const pastDay = day.refine((v) => v <= today, e.future);
  const money = (min: number) =>
    z
      .string({ error: e.amount })
      .transform((v) => parseAed(v))
      .refine((v): v is number => v !== null && v >= min, e.amount)
      .transform((v) => v as number);
  const optionalMoney = z.preprocess(
    (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? '0' : v),
    money(0),
  );

  return z
    .object({
      name: text(copy.labels.name, COMPLAINT_LIMITS.name),
      account: text(copy.labels.account, COMPLAINT_LIMITS.account),
      contact: optionalText(copy.labels.contact, COMPLAINT_LIMITS.contact),
      operator: z.enum(COMPLAINT_OPERATORS, { error: e.choose }),
      date: pastDay,
      description: text(copy.labels.description, COMPLAINT_LIMITS.description, true),
      request: optionalText(copy.labels.request, COMPLAINT_LIMITS.request),
      // The letter's date: today unless the visitor dates it otherwise.
      writtenOn: z.preprocess(
        (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? today : v),
        day,
      ),
      replyBy: day.refine((v) => v > today, e.replyBy),
      letterLocale: z.enum(LOCALES, { error: e.choose }),
      amount: has('amount') ? money(1) : z.undefined().optional(),
      service:
        has('exitFee') || has('activation')
          ? z.enum(SERVICES, { error: e.choose })
          : z.undefined().optional(),
      // The day the contract was signed: needed only under the earlier rule (checked below).
      signed: has('exitFee')
        ? z.preprocess(
            (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
            pastDay.optional(),
          )
        : z.undefined().optional(),
      fee: has('exitFee') ? money(1) : z.undefined().optional(),
      deviceCharged: has('exitFee') ? optionalMoney : z.undefined().optional(),
      monthly: has('exitFee') ? money(1) : z.undefined().optional(),
      vat: has('exitFee')
        ? z.enum(['included', 'excluded'], { error: e.choose })
        : z.undefined().optional(),
      deviceDue: has('exitFee') ? optionalMoney : z.undefined().optional(),
      activated: has('activation') ? pastDay : z.undefined().optional(),
      device: has('activation')
        ? z.enum(DEVICE_TERMS, { error: e.choose })
        : z.undefined().optional(),
      // The days the visitor's own contract allows for cancelling (optional): 1 to 365.
      allowedDays: has('activation')
        ? z.preprocess(
            (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
            z
              .string({ error: e.days })
              .transform((v) => latinDigits(v).trim())
              .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 365, e.days)
              .transform(Number)
              .optional(),
          )
        : z.undefined().optional(),
    })
    .superRefine((v, ctx) => {
      const exit =
        v.fee !== undefined && v.monthly !== undefined && v.vat
          ? exitFeeDecision({
              fee: v.fee,
              deviceCharged: v.deviceCharged ?? 0,
              monthly: v.monthly,
              vatIncluded: v.vat === 'included',
              deviceDue: v.deviceDue ?? 0,
            })
          : undefined;
      // The fee cap decides only the fee, and only for a contract it covered when it was left.
      // Device charges above those due are a billing error under the contract, whatever the
      // date: with them, a fee the cap did not yet cover is only said to be so (issue 51).
      const feeClaimed = !exit || exit.feeOver > 0;
      const deviceGround = exit !== undefined && exit.deviceOver > 0;
      const cover = feeCapCover(problem, v);
      if (feeClaimed && cover.kind === 'beforeRule' && !deviceGround)
        ctx.addIssue({
          code: 'custom',
          path: ['date'],
          // A mobile contract's earlier rule has its own first day, with the page's words.
          message: fillSlots(
            (cover.firstDay === problem.appliesFrom && problem.beforeRule) || e.beforeRule,
            { date: formatDate(cover.firstDay, locale, 'day-month-year') },
          ),
        });
      // Gulf News, 20 March 2019: the cap was not applied to contracts already signed. The
      // signing day is asked whenever the fee is above the cap: the letter says which it is.
      if (feeClaimed && (cover.kind === 'signedMissing' || cover.kind === 'signedBefore')) {
        const date = formatDate(cover.from, locale, 'day-month-year');
        if (cover.kind === 'signedMissing')
          ctx.addIssue({
            code: 'custom',
            path: ['signed'],
            message: fillSlots(e.signedRequired, { date }),
          });
        else if (!deviceGround)
          ctx.addIssue({
            code: 'custom',
            path: ['signed'],
            message: fillSlots(e.signedBeforeRule, { date }),
          });
      }
      if (feeClaimed && cover.kind === 'signedAfter')
        ctx.addIssue({ code: 'custom', path: ['signed'], message: e.signedAfterLeaving });
      if (v.activated && v.activated > v.date)
        ctx.addIssue({ code: 'custom', path: ['date'], message: e.beforeActivation });
      if (v.writtenOn < v.date)
        ctx.addIssue({ code: 'custom', path: ['writtenOn'], message: e.writtenBefore });
      else if (v.replyBy <= v.writtenOn)
        ctx.addIssue({ code: 'custom', path: ['replyBy'], message: e.replyBeforeLetter });
      // The VAT on the device charges due is no overcharge: the only ground, it is refused.
      if (exit && !exit.valid && exit.deviceVatOnly)
        ctx.addIssue({
          code: 'custom',
          path: ['deviceCharged'],
          message: fillSlots(e.deviceVatOnly, {
            vat: letterMoney(exit.deviceVat, copy.letter.money, locale),
            rate: mark(`${formatNumber(VAT.ratePercent, locale)}%`),
          }),
        });
      else if (exit && !exit.valid)
        ctx.addIssue({
          code: 'custom',
          path: ['fee'],
          message: fillSlots(e.withinCap, {
            rental: letterMoney(exit.rental, copy.letter.money, locale),
            deviceDue: letterMoney(exit.deviceDue, copy.letter.money, locale),
          }),
        });
      // The published terms decide only for the operator and contract they bind; another's
      // letter decides on the days the visitor's own contract allows, when given.
      if (v.activated && problem.cancellation && v.activated <= v.date) {
        const d = missoldDecision(problem.cancellation, {
          ...v,
          activated: v.activated,
          cancelled: v.date,
        });
        if (d.by !== 'none' && !d.window.held)
          ctx.addIssue({
            code: 'custom',
            path: ['date'],
            message: fillSlots(e.outsideWindow, {
              days: plural(d.window.days, copy.letter.days, locale),
              allowed: plural(d.window.allowed, copy.letter.days, locale),
            }),
          });
      }
    });
}

export { firstDayOf };

type Parsed = z.output<ReturnType<typeof complaintSchema>>;
type FactKey =
  | 'amount'
  | 'service'
  | 'signed'
  | 'fee'
  | 'deviceCharged'
  | 'monthly'
  | 'vat'
  | 'deviceDue'
  | 'activated'
  | 'device'
  | 'allowedDays';
/** A checked post: the facts of other problems are simply absent. */
export type ComplaintInput = Omit<Parsed, FactKey> & Partial<Pick<Parsed, FactKey>>;

/** Checks a post: the input, or one message per field (the first of each). */
export function checkComplaint(
  values: ComplaintValues,
  problem: ComplaintProblemRules,
  copy: Copy,
  locale: Locale,
  now = new Date(),
): { ok: true; input: ComplaintInput } | { ok: false; errors: Partial<Record<string, string>> } {
  // Fields the problem does not have are not read, whatever a post holds.
  const schema = complaintSchema(problem, copy, locale, now);
  const own = Object.fromEntries(
    Object.entries(values).filter(([k]) => k in schema.shape && !isForeign(k, problem)),
  );
  const r = schema.safeParse(own);
  if (r.success) return { ok: true, input: r.data };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of r.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

const FOREIGN: Record<string, readonly ComplaintFact[]> = {
  amount: ['amount'],
  service: ['exitFee', 'activation'],
  fee: ['exitFee'],
  signed: ['exitFee'],
  deviceCharged: ['exitFee'],
  device: ['activation'],
  allowedDays: ['activation'],
  monthly: ['exitFee'],
  vat: ['exitFee'],
  deviceDue: ['exitFee'],
  activated: ['activation'],
};
const isForeign = (field: string, problem: ComplaintProblemRules) =>
  field in FOREIGN && !FOREIGN[field].some((f) => problem.facts.includes(f));
