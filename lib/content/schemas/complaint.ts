/**
 * A problem of "Write my complaint" (/complain): content/complaints/<slug>.mdx, translated at
 * content/ar/complaints/<slug>.mdx. Each states one rule a guide already sources, in plain words,
 * with the sources that state it (each dated: the day we consulted it), what to ask for, what to
 * attach, and which facts its letter needs. A rule that cannot be sourced gets no entry.
 * The body is the problem's explanation on the form's page.
 */
import { CATALOGUE_OPERATORS } from '../../catalogue/constants';
import { z } from '../../forms/validation/zod';
import { pastDate, sourceSchema } from '../sources';
import { draft, internalHref, isoDate, text } from './shared';

/**
 * Facts a problem's letter needs beyond the ones every letter has (name, number or account,
 * operator, date, what happened, what is asked, reply date):
 * - amount: the amount charged that the complaint disputes;
 * - exitFee: the kind of contract, the early-termination fee and the device charges the bill
 *   shows, the monthly rental, whether it includes VAT and the device charges still due (the
 *   letter compares the fee with one month's rental, the device charges with those still due);
 * - activation: the day the service was activated (on or before the date of the complaint) and
 *   whether a device came with it (the letter computes the cancellation window).
 */
export const COMPLAINT_FACTS = ['amount', 'exitFee', 'activation'] as const;
export type ComplaintFact = (typeof COMPLAINT_FACTS)[number];

/** The `{slots}` a remedy may use, per fact it needs; `{date}` (the date it happened) always. */
export const REMEDY_SLOTS: Record<ComplaintFact, readonly string[]> = {
  amount: ['amount'],
  exitFee: ['fee', 'rental', 'feeOver', 'deviceCharged', 'deviceDue', 'deviceOver', 'overcharge'],
  activation: ['activated', 'days'],
};

export const complaintProblemSchema = z
  .object({
    /** The problem as the visitor picks it, and the letter's subject. */
    title: text,
    /** The label of its date on the form, saying what that date is ("The date you asked to cancel"). */
    dateLabel: text.optional(),
    /** The letter's line before what happened, with `{date}` ("What happened (on {date}):"). */
    happened: text.optional(),
    /**
     * For a home-internet or TV contract: the rule as the source that covers those contracts states
     * it, and that source (its index in `sources`), cited instead of the first.
     */
    home: z.object({ rule: text, source: z.number().int().nonnegative() }).strict().optional(),
    /**
     * For a mobile contract left before `appliesFrom`: the earlier rule for new mobile contracts,
     * the first day it applies (an earlier date is refused for a mobile contract), the rule as its
     * source states it, and that source (its index in `sources`), cited instead of the first
     * (a device overcharge is claimed under `device`, never under a rule).
     */
    newMobile: z
      .object({
        from: isoDate,
        rule: text,
        source: z.number().int().nonnegative(),
      })
      .strict()
      .optional(),
    /**
     * An exit-fee problem's device part (issue 51): device charges billed above those still due
     * are a billing error under the contract, not a breach of the fee cap. `rule` is the letter's
     * sentence saying so, in place of the rule and its source when the fee is within the cap and
     * beside them when it is above; `title` the subject of a letter about the device part alone;
     * `remedy` asks for what was not due whenever the device part is above.
     */
    device: z.object({ title: text, rule: text, remedy: text }).strict().optional(),
    /**
     * A cancellation period stated by one operator's published terms: they bind that operator
     * only. `terms` is the sentence the letter to that operator quotes; a letter to another
     * operator cites the visitor's own contract instead, and cites none of these sources.
     */
    cancellation: z
      .object({
        binds: z.enum(CATALOGUE_OPERATORS),
        serviceOnlyDays: z.number().int().positive(),
        daysPerYearWithDevice: z.number().int().positive(),
        terms: text,
        /** The subject of a letter that does not decide the window (no period given). */
        openTitle: text,
        /**
         * The terms' condition for waiving device charges, as the letter to that operator states
         * it when a device came with the contract, and the attachment that proves it.
         */
        deviceReturn: z.object({ sentence: text, evidence: text }).strict().optional(),
      })
      .strict()
      .optional(),
    /**
     * The operators the rule names ("e& and du"), when it names some: a letter to another operator
     * also cites that operator's own terms, attached, so as not to rest on a rule addressed to others.
     */
    names: z.array(z.enum(CATALOGUE_OPERATORS)).optional(),
    /** Its position in the list. */
    order: z.number().int().nonnegative(),
    /** One line under the title in the list. */
    summary: text,
    /** The rule in plain words, as the letter quotes it (with its date, as the sources give it). */
    rule: text,
    /** What the letter asks for, a sentence that may use the slots of REMEDY_SLOTS. */
    remedy: text,
    /** What to attach. */
    evidence: z.array(text).min(1).max(8),
    facts: z.array(z.enum(COMPLAINT_FACTS)).default([]),
    /** The first day the rule applies, when the sources give one: an earlier date is refused. */
    appliesFrom: isoDate.optional(),
    /**
     * The message refusing an earlier date, with `{date}` (that first day), when the sources give
     * no start date but only the first day a report shows the rule in force: it says so, instead
     * of the page's generic "The rule applies from {date}" (issue 51).
     */
    beforeRule: text.refine((s) => s.includes('{date}'), 'must contain {date}').optional(),
    /** The guide paragraph that states the rule: /guides/<slug>#<heading id>. */
    guide: internalHref,
    /**
     * The words of a link to the reminder (/remind) beside the guide's, for a problem a contract's
     * end decides (the exit fee: leaving costs less once the minimum term is over); none, no link.
     */
    remind: text.optional(),
    /**
     * At least one, each dated (accessed); the letter cites the first. `published`: the day the
     * source was published, when it gives one; the letter and the page write it in their language
     * after the title (the title stays as published, without it).
     */
    sources: z
      .array(sourceSchema.extend({ published: pastDate.optional() }).strict())
      .min(
        1,
        'needs at least one dated source that states the rule (a rule without one gets no entry)',
      ),
    /** The day the entry was last checked against its sources. */
    reviewedAt: pastDate,
    draft,
  })
  .strict();

export type ComplaintProblemFrontmatter = z.infer<typeof complaintProblemSchema>;

type Doc = { slug: string; data: ComplaintProblemFrontmatter };

/**
 * What the schema cannot state: the remedy uses only the slots its facts fill, and the guide
 * named exists (`guides`: their slugs).
 */
export function complaintCheck(
  doc: Doc,
  report: (field: string, message: string) => void,
  guides: ReadonlySet<string>,
) {
  const allowed = new Set(['date', ...doc.data.facts.flatMap((f) => REMEDY_SLOTS[f])]);
  const remedies: [string, string | undefined][] = [
    ['remedy', doc.data.remedy],
    ['device.remedy', doc.data.device?.remedy],
  ];
  for (const [field, remedy] of remedies)
    for (const [, slot] of (remedy ?? '').matchAll(/\{(\w+)\}/g))
      if (!allowed.has(slot))
        report(
          field,
          `uses {${slot}}, which none of its facts (${doc.data.facts.join(', ') || 'none'}) fills`,
        );
  const home = doc.data.home;
  if (home && home.source >= doc.data.sources.length)
    report('home.source', `no source at index ${home.source}`);
  const newMobile = doc.data.newMobile;
  if (newMobile && newMobile.source >= doc.data.sources.length)
    report('newMobile.source', `no source at index ${newMobile.source}`);
  if (newMobile && doc.data.appliesFrom && newMobile.from >= doc.data.appliesFrom)
    report('newMobile.from', 'must be before appliesFrom');
  const slug = doc.data.guide.match(/^\/guides\/([a-z0-9-]+)(#[\w-]+)?$/)?.[1];
  if (!slug) report('guide', "must be a guide's paragraph, /guides/<slug>#<heading id>");
  else if (!guides.has(slug)) report('guide', `no guide with slug "${slug}" in content/guides`);
}
