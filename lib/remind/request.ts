/**
 * What the reminder form asks (issue 54), one schema for the calendar file and the e-mail: what
 * ends, when it started and for how many months (or, for a contract, when it ends), how long
 * before the end to remind, and the catalogue plan if any. Its messages are the page copy's, in
 * the page's language. The answer is the end date and the reminder day, as calendar dates in the
 * UAE (./dates.ts).
 */
import type { RemindBlocks, RemindError } from '../content/schemas/pages/remind';
import { z } from '../forms/validation/zod';
import {
  addMonths,
  DEFAULT_LEAD_DAYS,
  LEAD_DAYS,
  parseDate,
  reminderDay,
  termEnd,
  todayInDubai,
  type LeadDays,
} from './dates';

export const REMIND_KINDS = ['contract', 'promotion'] as const;
export type RemindKind = (typeof REMIND_KINDS)[number];
/** The form's fields, as named in the page and in the calendar link's query. */
export const REMIND_FIELDS = ['what', 'plan', 'startDate', 'endDate', 'months', 'lead'] as const;
export type RemindField = (typeof REMIND_FIELDS)[number];
export const MAX_MONTHS = 60;
/** An end date further away than this is taken for a typing mistake. */
export const MAX_YEARS_AHEAD = 10;

export type Reminder = {
  what: RemindKind;
  /** The day the term or promotion ends (YYYY-MM-DD, UAE). */
  end: string;
  /** The day to be reminded on. */
  remindOn: string;
  lead: LeadDays;
  /** A catalogue plan's slug, or null. */
  plan: string | null;
};

type Raw = Partial<Record<RemindField, string>>;

/** The fields of a form post or a query string, as text (a missing field is empty). */
export function readRemindFields(get: (name: string) => unknown): Raw {
  return Object.fromEntries(
    REMIND_FIELDS.map((k) => {
      const v = get(k);
      return [k, typeof v === 'string' ? v.trim() : ''];
    }),
  );
}

type SchemaOptions = {
  errors: RemindBlocks['errors'];
  /** The catalogue's slugs. */
  plans: ReadonlySet<string>;
  /** The catalogue's slugs of plans without a minimum term: no contract reminder for them. */
  contractless: ReadonlySet<string>;
  /** "Today" (UAE) for the checks that the end and the reminder day are ahead. */
  now: Date;
};

/** The form's fields, each checked alone (the calendar's and the e-mail's form share them). */
export function remindFields(opts: SchemaOptions) {
  const e = (k: RemindError) => opts.errors[k];
  const date = z.union([
    z.literal(''),
    z.string().refine((s) => parseDate(s) !== null, { error: e('date') }),
  ]);
  return z.object({
    what: z.enum(REMIND_KINDS, { error: e('what') }),
    plan: z.union([
      z.literal(''),
      z.string().refine((s) => opts.plans.has(s), { error: e('plan') }),
    ]),
    startDate: date,
    endDate: date,
    months: z.union([
      z.literal(''),
      z
        .string()
        .regex(/^\d{1,2}$/, { error: e('months') })
        .refine((s) => Number(s) >= 1 && Number(s) <= MAX_MONTHS, { error: e('months') }),
    ]),
    // Left out (a link from a plan page): the default lead time.
    lead: z.union([
      z.literal(''),
      z
        .string()
        .refine((s) => /^\d+$/.test(s) && (LEAD_DAYS as readonly number[]).includes(Number(s)), {
          error: e('lead'),
        }),
    ]),
  });
}

type Fields = z.infer<ReturnType<typeof remindFields>>;

/** The fields taken together: the end date and the reminder day, or the issue that stops them. */
export function toReminder(v: Fields, ctx: z.RefinementCtx, opts: SchemaOptions): Reminder {
  const fail = (error: RemindError, path: RemindField) => {
    ctx.addIssue({ code: 'custom', message: opts.errors[error], path: [path] });
    return z.NEVER;
  };
  if (v.what === 'contract' && v.plan !== '' && opts.contractless.has(v.plan))
    return fail('noContract', 'what');
  const byEnd = v.what === 'contract' && v.endDate !== '';
  if (v.what === 'promotion' && (v.startDate === '' || v.months === ''))
    return fail('promotionStart', v.startDate === '' ? 'startDate' : 'months');
  if (!byEnd && (v.startDate === '' || v.months === ''))
    return fail('startOrEnd', v.startDate === '' ? 'startDate' : 'months');
  const end = byEnd ? v.endDate : termEnd(v.startDate, Number(v.months));
  const today = todayInDubai(opts.now);
  const dateField = byEnd ? 'endDate' : 'startDate';
  if (end === today) return fail('endsToday', dateField);
  if (end < today) return fail('past', dateField);
  if (end > addMonths(today, MAX_YEARS_AHEAD * 12)) return fail('tooFar', dateField);
  const lead = (v.lead === '' ? DEFAULT_LEAD_DAYS : Number(v.lead)) as LeadDays;
  const remindOn = reminderDay(end, lead);
  // A reminder day already passed is refused, for the calendar's alarm as for the e-mail: an
  // alarm in the past would never ring. When even the shortest lead time has passed, say so.
  if (remindOn < today)
    return reminderDay(end, Math.min(...LEAD_DAYS)) < today
      ? fail('tooSoon', dateField)
      : fail('leadPassed', 'lead');
  return { what: v.what, end, remindOn, lead, plan: v.plan || null };
}

/** The schema of the calendar's request: the fields, then the reminder they make. */
export const remindSchema = (opts: SchemaOptions) =>
  remindFields(opts).transform((v, ctx) => toReminder(v, ctx, opts));

export type RemindResult =
  { ok: true; reminder: Reminder } | { ok: false; errors: Partial<Record<RemindField, string>> };

/** Checks the fields; the first message per field on failure. */
export function checkReminder(raw: Raw, schema: ReturnType<typeof remindSchema>): RemindResult {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, reminder: parsed.data };
  const errors: Partial<Record<RemindField, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as RemindField] ??= issue.message;
  return { ok: false, errors };
}

/**
 * The e-mail form's schema: the same fields and checks, the visitor's address and consent.
 */
export function remindEmailSchema(
  opts: SchemaOptions & { email: z.ZodType<string>; consentError: string },
) {
  return (
    remindFields(opts)
      .extend({ email: opts.email, consent: z.literal(true, { error: opts.consentError }) })
      // The consent is checked, not kept: the reminder holds the address and its dates only.
      .transform((v, ctx) => ({ ...toReminder(v, ctx, opts), email: v.email }))
  );
}
