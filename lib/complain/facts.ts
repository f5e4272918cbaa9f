/**
 * The facts of a letter and the decision they make, as sentences in the letter's language: the
 * amount in dispute; the exit fee compared with one month's rental and the device charges billed
 * with those still due (lib/complain/exit-fee.ts); the activation and the cancellation window
 * (lib/complain/window.ts). Also the slots the problem's remedy may use. Values are marked
 * (lib/complain/bidi.ts).
 */
import { fillSlots, formatDate, formatNumber, plural, type Locale } from '../i18n/format';
import { VAT } from '../pricing/rules';
import { letterMoney, mark } from './bidi';
import { exitFeeDecision, feeCapCover, underEarlierRule, type ExitFeeDecision } from './exit-fee';
import type { ComplainBlocks } from '../content/schemas/pages/complain';
import type { ComplaintProblemFrontmatter } from '../content/schemas/complaint';
import type { ComplaintInput } from './schema';
import { daysBetween, missoldDecision } from './window';

/** What a letter reads of the problem's entry (lib/complain/letter.ts re-exports it). */
export type LetterProblem = Pick<
  ComplaintProblemFrontmatter,
  | 'title'
  | 'rule'
  | 'remedy'
  | 'evidence'
  | 'sources'
  | 'happened'
  | 'home'
  | 'newMobile'
  | 'appliesFrom'
  | 'cancellation'
  | 'names'
  | 'device'
>;

/** What a letter reads of the page's copy. */
export type LetterCopy = Pick<ComplainBlocks, 'letter' | 'operators' | 'next'>;

/** The exit-fee decision, and whether the letter claims the fee (the cap covered the contract). */
export type LetterExit = ExitFeeDecision & { feeClaimed: boolean };

export function factBlocks(
  problem: LetterProblem,
  copy: LetterCopy,
  input: ComplaintInput,
  locale: Locale,
): { blocks: string[]; slots: Record<string, string>; exit?: LetterExit } {
  const l = copy.letter;
  const money = (fils: number) => letterMoney(fils, l.money, locale);
  const days = (n: number) => mark(plural(n, l.days, locale));
  const slots: Record<string, string> = {
    date: mark(formatDate(input.date, locale, 'day-month-year')),
  };
  const blocks: string[] = [];
  let exit: LetterExit | undefined;

  if (input.activated) {
    slots.activated = mark(formatDate(input.activated, locale, 'day-month-year'));
    const elapsed = daysBetween(input.activated, input.date);
    slots.days = days(elapsed);
    blocks.push(fillSlots(l.activated, slots));
    if (problem.cancellation) {
      const d = missoldDecision(problem.cancellation, {
        ...input,
        activated: input.activated,
        cancelled: input.date,
      });
      // Only a decided window is asserted; otherwise the operator is asked to confirm it.
      if (d.by === 'none') blocks.push(fillSlots(l.ownWindowOpen, slots));
      else
        blocks.push(
          fillSlots(d.by === 'terms' ? l.window : l.ownWindow, {
            ...slots,
            allowed: days(d.window.allowed),
          }),
        );
    }
  }
  if (input.amount !== undefined) {
    slots.amount = money(input.amount);
    blocks.push(fillSlots(l.amount, slots));
  }
  if (input.fee !== undefined && input.monthly !== undefined && input.vat) {
    const vatIncluded = input.vat === 'included';
    // The rate from the VAT rule (lib/pricing/rules.ts, with its source), not written in the copy.
    const rate = mark(`${formatNumber(VAT.ratePercent, locale)}%`);
    const deviceCharged = input.deviceCharged ?? 0;
    const d = exitFeeDecision({
      fee: input.fee,
      deviceCharged,
      monthly: input.monthly,
      vatIncluded,
      deviceDue: input.deviceDue ?? 0,
    });
    // A fee the cap did not yet cover when the contract was left is not claimed: the letter is
    // then about the device charges alone, which rest on the contract (issue 51).
    const feeClaimed = d.feeOver > 0 && feeCapCover(problem, input).kind === 'covered';
    exit = { ...d, feeClaimed };
    // Under the earlier rule, the day the contract was signed shows it is one the rule covers:
    // said only when the fee is claimed above the cap, the one thing that rule decides.
    if (underEarlierRule(problem, input) && input.signed && feeClaimed) {
      slots.signed = mark(formatDate(input.signed, locale, 'day-month-year'));
      blocks.push(fillSlots(l.signed, slots));
    }
    const rental = vatIncluded
      ? fillSlots(l.vatIncluded, { amount: money(d.rental), rate })
      : fillSlots(l.vatExcluded, {
          amount: money(d.rental),
          net: money(input.monthly),
          vat: money(d.vat),
          rate,
        });
    Object.assign(slots, {
      fee: money(input.fee),
      rental,
      feeOver: money(d.feeOver),
      deviceCharged: money(deviceCharged),
      deviceDue: money(d.deviceDue),
      deviceOver: money(d.deviceOver),
      overcharge: money(feeClaimed ? d.overcharge : d.deviceOver),
    });
    blocks.push(
      fillSlots(
        feeClaimed ? l.exitFeeOver : d.feeOver > 0 ? l.exitFeeNotCovered : l.exitFeeWithin,
        slots,
      ),
    );
    if (deviceCharged > 0)
      blocks.push(fillSlots(d.deviceOver > 0 ? l.exitDeviceOver : l.exitDeviceWithin, slots));
    // Device charges above those due are a billing error under the contract, not the fee cap's.
    if (feeClaimed && d.deviceOver > 0) blocks.push(fillSlots(l.exitTotal, slots));
  }
  return { blocks, slots, exit };
}
