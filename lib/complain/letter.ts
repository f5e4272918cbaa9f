/**
 * The complaint letter: composed from the problem's entry and the page's letter sentences in the
 * letter's language (which the visitor picks, whatever the page's), and the checked input. Pure:
 * the server action renders it, the download route writes its text, the tests read it.
 */
import { textDirection } from '../i18n/direction';
import { fillSlots, formatAed, formatDate, formatNumber, type Locale } from '../i18n/format';
import { VAT } from '../pricing/rules';
import type { ComplainBlocks } from '../content/schemas/pages/complain';
import type { ComplaintProblemFrontmatter } from '../content/schemas/complaint';
import { exitFeeCap, overcharge } from './exit-fee';
import type { ComplaintInput } from './schema';

export type LetterBlock = { kind: 'p'; text: string } | { kind: 'list'; items: string[] };

export type Letter = {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  to: string;
  subject: string;
  blocks: LetterBlock[];
  /** The whole letter as plain text (copy, download, mail). */
  text: string;
  /** mailto: where the operator's complaints address is sourced; otherwise null. */
  mailto: string | null;
};

type Problem = Pick<
  ComplaintProblemFrontmatter,
  'title' | 'rule' | 'remedy' | 'evidence' | 'sources'
>;

export function composeLetter(
  problem: Problem,
  copy: Pick<ComplainBlocks, 'letter' | 'operators'>,
  input: ComplaintInput,
  locale: Locale,
): Letter {
  const l = copy.letter;
  const op = copy.operators[input.operator];
  const money = (fils: number) => formatAed(fils, locale);
  const day = (d: string) => formatDate(d, locale);
  const p = (text: string): LetterBlock => ({ kind: 'p', text });
  const slots: Record<string, string> = { date: day(input.date) };
  if (input.amount !== undefined) slots.amount = money(input.amount);
  if (input.activated) slots.activated = day(input.activated);

  const facts: LetterBlock[] = [];
  if (input.activated) facts.push(p(fillSlots(l.activated, slots)));
  if (input.amount !== undefined) facts.push(p(fillSlots(l.amount, slots)));
  if (input.fee !== undefined && input.monthly !== undefined && input.vat) {
    const vatIncluded = input.vat === 'included';
    // The rate from the VAT rule (lib/pricing/rules.ts, with its source), not written in the copy.
    const rate = formatNumber(VAT.ratePercent, locale);
    const cap = exitFeeCap({
      monthly: input.monthly,
      vatIncluded,
      deviceDue: input.deviceDue ?? 0,
    });
    Object.assign(slots, {
      fee: money(input.fee),
      cap: money(cap.cap),
      overcharge: money(overcharge(input.fee, cap.cap)),
    });
    const rental = vatIncluded
      ? fillSlots(l.vatIncluded, { amount: money(cap.rental), rate })
      : fillSlots(l.vatExcluded, {
          amount: money(cap.rental),
          net: money(input.monthly),
          vat: money(cap.vat),
          rate,
        });
    facts.push(p(fillSlots(l.exitFee, { ...slots, rental, deviceDue: money(cap.deviceDue) })));
  }

  const source = problem.sources[0];
  const subject = fillSlots(l.subject, { title: problem.title });
  const to = fillSlots(l.to, { channel: op.channel });
  const blocks: LetterBlock[] = [
    p(fillSlots(l.greeting, { operator: op.name })),
    p(fillSlots(l.opening, { account: input.account, name: input.name })),
    p(fillSlots(l.happened, slots)),
    p(input.description),
    ...facts,
    p(fillSlots(l.rule, { rule: problem.rule })),
    p(
      fillSlots(l.source, {
        title: source.title,
        publisher: source.publisher,
        url: source.url,
        accessed: day(source.accessed),
      }),
    ),
    p(fillSlots(problem.remedy, slots)),
    ...(input.request ? [p(l.request), p(input.request)] : []),
    p(fillSlots(l.replyBy, { replyBy: day(input.replyBy) })),
    p(l.evidence),
    { kind: 'list', items: problem.evidence },
    p(fillSlots(l.escalation, { operator: op.name })),
    p(l.closing),
    p(input.name),
  ];
  const text = [
    to,
    subject,
    '',
    ...blocks.map((b) => (b.kind === 'p' ? b.text : b.items.map((i) => `- ${i}`).join('\n'))),
  ]
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .concat('\n');
  const mailto = op.email
    ? `mailto:${op.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`
    : null;
  return { locale, dir: textDirection(locale), to, subject, blocks, text, mailto };
}
