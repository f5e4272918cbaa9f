/**
 * The plan catalogue's frontmatter contract (content/plans/catalogue/<operator>/<slug>.mdx)
 * and its honesty rules: no price without a source; a source date that is stated is a
 * real date and not in the future; `unknown` when the source states none (never the day
 * a stored copy was read). Staleness is computed from the date (lib/content/stale.ts).
 */
import { z } from '../../forms/validation/zod';
import { CATALOGUE_OPERATORS, CATALOGUE_TYPES } from '../../catalogue/constants';
import { FEE_KINDS, NOT_STATED } from '../../pricing/offer';
import { draft } from './shared';

const text = z.string().trim().min(1, 'must not be empty');

/** An amount in AED as published (e.g. 429 or 131.25): at most two decimals, never negative. */
export const aed = z
  .number({ error: 'must be an amount in AED, e.g. 99 or 131.25' })
  .nonnegative('must not be negative')
  .max(1_000_000, 'must be below AED 1,000,000')
  .refine(
    (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
    'must have at most two decimals (fils)',
  );

const months = z
  .number()
  .int('must be a whole number of months')
  .nonnegative()
  .max(60, 'must be at most 60 months');
const count = z.number().int().nonnegative();
/** A length in months as the source states it, or "not stated" when it gives none. */
const statedMonths = z.union([months.min(1), z.literal(NOT_STATED)], {
  error: `must be a number of months from 1 to 60, or "${NOT_STATED}" when the source gives none`,
});

const isRealDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
  new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

const realDate = z
  .union([z.string(), z.date()])
  // YAML reads an unquoted date as a Date, and JSON hands it on as an ISO timestamp.
  .transform((v) =>
    v instanceof Date
      ? v.toISOString().slice(0, 10)
      : v.replace(/^(\d{4}-\d{2}-\d{2})T00:00:00(\.000)?Z$/, '$1'),
  )
  .pipe(z.string().refine(isRealDate, 'must be a real date written YYYY-MM-DD'));

/** Today in UTC as YYYY-MM-DD (the content check's "now"; tests pass their own). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export function sourceSchema(now = new Date()) {
  const today = todayUtc(now);
  return z
    .object(
      {
        url: z.url({
          protocol: /^https?$/,
          error: 'must be the http(s) address of the page or document that shows the price',
        }),
        title: text,
        publisher: text,
        /** The date the source itself states, or "unknown". */
        date: z
          .union([z.string(), z.date()])
          .transform((v) =>
            v instanceof Date
              ? v.toISOString().slice(0, 10)
              : v.replace(/^(\d{4}-\d{2}-\d{2})T00:00:00(\.000)?Z$/, '$1'),
          )
          .superRefine((d, ctx) => {
            if (d === 'unknown') return;
            if (!isRealDate(d))
              ctx.addIssue({
                code: 'custom',
                message:
                  'must be the date the source states, written YYYY-MM-DD, or "unknown" when it states none',
              });
            else if (d > today)
              ctx.addIssue({
                code: 'custom',
                message: `must not be in the future (today is ${today}); use the date the source states`,
              });
          }),
      },
      { error: 'is required: every price needs its source { url, title, publisher, date }' },
    )
    .strict();
}

export function catalogueSchema(now = new Date()) {
  return z
    .object({
      operator: z.enum(CATALOGUE_OPERATORS),
      name: text,
      /** Not `type`: contentlayer2 reserves that field for the document type. */
      planType: z.enum(CATALOGUE_TYPES),
      summary: text.max(200, 'must be at most 200 characters'),
      /** The regular monthly price as published. */
      monthlyPrice: aed,
      vatIncluded: z.boolean({
        error: 'must say whether the published price includes 5% VAT (true or false)',
      }),
      /** Minimum term in months; 0 for no contract. */
      contractMonths: months,
      fees: z
        .array(z.object({ kind: z.enum(FEE_KINDS), amount: aed, note: text.optional() }).strict())
        .default([]),
      device: z
        .object({ name: text, monthly: aed, months: months.min(1) })
        .strict()
        .optional(),
      /**
       * Equipment charges the terms say fall due on leaving (a router, a TV box), as listed, on a plan
       * with or without a contract. Each runs down on its own schedule, independent of the service
       * contract: `months` as the source states it, or "not stated" (the whole charge is counted).
       */
      deviceCharges: z
        .array(
          z
            .object({
              name: text,
              amount: aed,
              /**
               * The other amounts the terms list for this device, depending on the equipment taken
               * (a recorder, a faster router); `amount`, the lowest, is the one counted.
               */
              otherAmounts: z.array(aed).min(1).optional(),
              months: statedMonths,
              /** Only where the source says whether the charge includes VAT; left out: not stated. */
              vatIncluded: z.boolean().optional(),
              note: text.optional(),
            })
            .strict(),
        )
        .default([]),
      promo: z
        .object({ monthly: aed, months: months.min(1), note: text.optional() })
        .strict()
        .optional(),
      /** The base allowance: GB a month, or "unlimited"; leave out where there is no data (TV). Promotional data goes in promoData. */
      dataGb: z.union([z.number().positive().max(100_000), z.literal('unlimited')]).optional(),
      /** Promotional data on top of the base allowance, and for how many months ("not stated" when the source does not say). */
      promoData: z
        .object({
          gb: z.number().positive().max(100_000),
          months: statedMonths,
          note: text.optional(),
        })
        .strict()
        .optional(),
      fairUsage: text.optional(),
      minutes: z
        .object({
          national: z.union([count, z.literal('unlimited')]).optional(),
          flexible: count.optional(),
          international: count.optional(),
        })
        .strict()
        .optional(),
      fiveG: z.boolean().optional(),
      speedMbps: z.number().positive().optional(),
      inclusions: z.array(text).default([]),
      /** Only when the source states until when the price holds (it becomes priceValidUntil). */
      validUntil: realDate.optional(),
      source: sourceSchema(now),
      draft,
    })
    .strict();
}

export type CatalogueFrontmatter = z.output<ReturnType<typeof catalogueSchema>>;

/**
 * Rules across files: a plan lives in its operator's folder, and its slug (its page,
 * /plans/catalogue/<slug>) is unique across operators.
 */
export function catalogueCheck(
  doc: { file: string; slug: string; data: CatalogueFrontmatter },
  report: (field: string, message: string) => void,
  all: { file: string; slug: string }[],
) {
  const { operator } = doc.data;
  if (doc.data.promoData && typeof doc.data.dataGb !== 'number')
    report(
      'promoData',
      'is promotional data on top of a base allowance: give the base as a number in dataGb',
    );
  const folder = doc.file.split('/').at(-2);
  if (folder !== operator)
    report(
      'operator',
      `is "${operator}" but the file is in the "${folder}" folder: move it to content/plans/catalogue/${operator}/`,
    );
  const first = all.find((d) => d.slug === doc.slug);
  if (first && first.file !== doc.file)
    report(
      '(file)',
      `another plan, ${first.file}, has the slug "${doc.slug}": plan pages need unique file names`,
    );
}
