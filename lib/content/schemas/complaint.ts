/**
 * A problem of "Write my complaint" (/complain): content/complaints/<slug>.mdx, translated at
 * content/ar/complaints/<slug>.mdx. Each states one rule a guide already sources, in plain words,
 * with the sources that state it (each dated: the day we consulted it), what to ask for, what to
 * attach, and which facts its letter needs. A rule that cannot be sourced gets no entry.
 * The body is the problem's explanation on the form's page.
 */
import { z } from '../../forms/validation/zod';
import { pastDate, sourceSchema } from '../sources';
import { draft, internalHref, isoDate, text } from './shared';

/**
 * Facts a problem's letter needs beyond the ones every letter has (name, number or account,
 * operator, date, what happened, what is asked, reply date):
 * - amount: the amount charged that the complaint disputes;
 * - exitFee: the early-termination fee charged, the monthly rental, whether it includes VAT and
 *   the device charges still due (the letter computes the cap and the overcharge);
 * - activation: the day the service was activated (on or before the date of the complaint).
 */
export const COMPLAINT_FACTS = ['amount', 'exitFee', 'activation'] as const;
export type ComplaintFact = (typeof COMPLAINT_FACTS)[number];

/** The `{slots}` a remedy may use, per fact it needs; `{date}` (the date it happened) always. */
export const REMEDY_SLOTS: Record<ComplaintFact, readonly string[]> = {
  amount: ['amount'],
  exitFee: ['fee', 'cap', 'overcharge'],
  activation: ['activated'],
};

export const complaintProblemSchema = z
  .object({
    /** The problem as the visitor picks it, and the letter's subject. */
    title: text,
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
    /** The guide paragraph that states the rule: /guides/<slug>#<heading id>. */
    guide: internalHref,
    /** At least one, each dated (accessed); the letter cites the first. */
    sources: z
      .array(sourceSchema)
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
  for (const [, slot] of doc.data.remedy.matchAll(/\{(\w+)\}/g))
    if (!allowed.has(slot))
      report(
        'remedy',
        `uses {${slot}}, which none of its facts (${doc.data.facts.join(', ') || 'none'}) fills`,
      );
  const slug = doc.data.guide.match(/^\/guides\/([a-z0-9-]+)(#[\w-]+)?$/)?.[1];
  if (!slug) report('guide', "must be a guide's paragraph, /guides/<slug>#<heading id>");
  else if (!guides.has(slug)) report('guide', `no guide with slug "${slug}" in content/guides`);
}
