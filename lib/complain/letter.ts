/**
 * The complaint letter: composed from the problem's entry and the page's letter sentences in the
 * letter's language (which the visitor picks, whatever the page's), and the checked input. Pure:
 * the server action renders it, the download route writes its text, the tests read it. It speaks
 * only as the consumer: its date, the addressee, the subject, the facts and the decision they
 * make (lib/complain/facts.ts), the rule and its source, the remedy, the date an answer is due
 * and where to send it. Every value put in a sentence is isolated (lib/complain/bidi.ts).
 */
import { textDirection } from '../i18n/direction';
import { fillSlots, formatDate, type Locale } from '../i18n/format';
import { mark, plainText } from './bidi';
import { factBlocks, type LetterCopy, type LetterProblem } from './facts';
import { underEarlierRule } from './exit-fee';
import { missoldDecision } from './window';
import type { ComplaintInput } from './schema';

export type LetterBlock = { kind: 'p'; text: string } | { kind: 'list'; items: string[] };

export type Letter = {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** The letter's head: its date, the addressee and the subject (values marked). */
  head: string[];
  blocks: LetterBlock[];
  /** The whole letter as plain text (copy, download, mail), isolated for its language. */
  text: string;
  /** mailto: where the operator's complaints address is sourced; otherwise null. */
  mailto: string | null;
};

export type { LetterCopy, LetterProblem };

/**
 * The rule and the source a letter cites: for a home contract, the source that covers it (when
 * the entry names one); for a mobile contract left before the rule's first day, the earlier rule for new mobile contracts and
 * its source; the regulator's consumer affairs page in the letter's language, with its title in
 * that language.
 */
function citation(problem: LetterProblem, copy: LetterCopy, input: ComplaintInput, locale: Locale) {
  const home = input.service === 'home' && problem.home;
  const earlier = underEarlierRule(problem, input) && problem.newMobile;
  const chosen = home || earlier || null;
  const rule = chosen ? chosen.rule : problem.rule;
  const source = problem.sources[chosen ? chosen.source : 0];
  const tdra = copy.next.tdra;
  if (source.url === tdra.en || source.url === tdra.ar)
    return { rule, source: { ...copy.letter.regulatorSource, url: tdra[locale] } };
  return { rule, source };
}

/**
 * A cited source's title, isolated, with the day it was published when its entry gives one,
 * written in the letter's language («…، بتاريخ 7 مايو 2020»): a date in the title itself would
 * stay in the source's language (issue 51, the Arabic editor).
 */
export function sourceTitle(
  source: { title: string; published?: string },
  l: LetterCopy['letter'],
  locale: Locale,
) {
  if (!source.published) return mark(source.title);
  return fillSlots(l.sourceDated, {
    title: mark(source.title),
    date: mark(formatDate(source.published, locale, 'day-month-year')),
  });
}

export function composeLetter(
  problem: LetterProblem,
  copy: LetterCopy,
  input: ComplaintInput,
  locale: Locale,
): Letter {
  const l = copy.letter;
  const op = copy.operators[input.operator];
  const day = (d: string) => mark(formatDate(d, locale, 'day-month-year'));
  const p = (text: string): LetterBlock => ({ kind: 'p', text });
  const facts = factBlocks(problem, copy, input, locale);
  const { rule, source } = citation(problem, copy, input, locale);
  // Device charges above those due are a billing error under the contract: the fee cap is cited
  // for the fee alone, and only when the fee is above it (issue 51, the consumer-affairs editor).
  const device = facts.exit && facts.exit.deviceOver > 0 ? problem.device : undefined;
  const citesRule = !facts.exit || facts.exit.feeClaimed || !device;
  // A device overcharge asks for what was not due; a fee above the cap, for what the rule allows.
  const remedy = device?.remedy ?? problem.remedy;
  // Terms published by one operator for one kind of contract bind that contract only (issue 51).
  const missold =
    problem.cancellation && input.activated
      ? missoldDecision(problem.cancellation, {
          ...input,
          activated: input.activated,
          cancelled: input.date,
        })
      : null;
  const ownTerms = problem.cancellation && missold?.by !== 'terms';
  // A window the letter does not decide is not claimed in its subject either.
  const title =
    missold?.by === 'none' && problem.cancellation
      ? problem.cancellation.openTitle
      : !citesRule && device
        ? device.title
        : problem.title;

  const head = [
    fillSlots(l.dated, { date: day(input.writtenOn) }),
    fillSlots(l.to, { addressee: op.addressee }),
    fillSlots(l.subject, { title }),
  ];
  // The terms waive device charges only for a device returned as they say (issue 51).
  const deviceReturn =
    missold?.by === 'terms' && input.device !== 'none' ? problem.cancellation?.deviceReturn : null;
  // A rule that names other operators: this operator's own terms are cited too (issue 51).
  const others = problem.names !== undefined && !problem.names.includes(input.operator);
  const evidence = [
    ...problem.evidence,
    ...(ownTerms ? [l.ownTermsEvidence] : []),
    ...(deviceReturn ? [deviceReturn.evidence] : []),
    ...(others ? [l.operatorTermsEvidence] : []),
  ];
  const blocks: LetterBlock[] = [
    p(fillSlots(l.greeting, { operator: op.name })),
    p(fillSlots(l.opening, { account: mark(input.account), name: mark(input.name) })),
    p(fillSlots(problem.happened ?? l.happened, { date: day(input.date) })),
    p(mark(input.description)),
    ...facts.blocks.map(p),
    ...(citesRule ? [p(fillSlots(l.rule, { rule }))] : []),
    ...(others ? [p(l.operatorTerms)] : []),
    ...(problem.cancellation && !ownTerms ? [p(problem.cancellation.terms)] : []),
    // A competitor's terms are no source for this operator's letter.
    ...(ownTerms || !citesRule
      ? []
      : [
          p(
            fillSlots(l.source, {
              title: sourceTitle(source, l, locale),
              publisher: mark(source.publisher),
              url: mark(source.url),
            }),
          ),
        ]),
    ...(device ? [p(device.rule)] : []),
    p(fillSlots(remedy, facts.slots)),
    ...(deviceReturn ? [p(deviceReturn.sentence)] : []),
    ...(input.request ? [p(l.request), p(mark(input.request))] : []),
    p(fillSlots(l.replyBy, { replyBy: day(input.replyBy) })),
    p(input.contact ? fillSlots(l.contact, { contact: mark(input.contact) }) : l.noContact),
    p(l.evidence),
    { kind: 'list', items: evidence },
    p(fillSlots(l.escalation, { operator: op.name })),
    p(l.closing),
    p(mark(input.name)),
  ];
  const composed = [
    ...head,
    '',
    ...blocks.map((b) => (b.kind === 'p' ? b.text : b.items.map((i) => `- ${i}`).join('\n'))),
  ]
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .concat('\n');
  const text = plainText(composed, locale);
  const subject = plainText(head[2], locale).replace(/^\u200f/, '');
  const mailto = op.email
    ? `mailto:${op.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`
    : null;
  return { locale, dir: textDirection(locale), head, blocks, text, mailto };
}
