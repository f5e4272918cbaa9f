/**
 * The words of a reminder, the same in the calendar file and in the e-mail (issue 54): what ends
 * and when, what the promotion changes and what the plan costs after it (./entry-plan.ts), what
 * leaving early costs (the exit-fee rule, with its source: lib/pricing/rules.ts; not for a plan
 * without a contract) and the links to the comparison with the plan in it, the switching guide
 * and the complaint builder (with the exit fee). Addresses end their paragraphs, so no
 * punctuation follows them. Values are
 * isolated (U+2068…U+2069) and the Arabic text's Latin runs too (lib/complain/bidi.ts), so the
 * plan's name, the prices, dates and addresses read in order in any calendar or mail client.
 */
import { mark, plainText } from '../complain/bidi';
import { getPage } from '../content';
import type { RemindBlocks } from '../content/schemas/pages/remind';
import { fillSlots, formatDate, plural, type Locale } from '../i18n/format';
import { localePath } from '../i18n/paths';
import { EARLY_TERMINATION } from '../pricing/rules';
import { planParagraphs } from './entry-plan';
import type { ReminderPlan } from './plan';
import type { Reminder } from './request';

/** The pages a reminder links to, as English paths. */
export const REMINDER_LINKS = {
  compare: '/plans/compare',
  /** Moving a mobile number to another operator: for a mobile plan, or no catalogue plan. */
  switching: '/guides/number-portability',
  /** Choosing home internet, with its contract terms and what leaving early costs. */
  switchingHome: '/guides/choosing-home-internet',
  complain: '/complain?problem=early-termination-fee',
} as const;

/** The guide to leaving the plan: number portability only fits a plan with a number to move. */
const switchingOf = (plan: ReminderPlan | null) =>
  plan?.type === 'home-internet'
    ? { path: REMINDER_LINKS.switchingHome, copy: 'switchingHome' as const }
    : { path: REMINDER_LINKS.switching, copy: 'switching' as const };

export type ReminderEntry = {
  /** The calendar event's title, and the e-mail's subject after its prefix. */
  summary: string;
  /**
   * What ends and when, as a sentence's part ("<plan> – the contract's minimum term ends on
   * <date>"), its values still marked (U+2068…U+2069): the page and the confirmation mail put it in
   * their sentence, which isolates it once (plainText, or the page's <bdi>).
   */
  due: string;
  /** The description's paragraphs, in order. */
  paragraphs: string[];
  /** The alarm's text. */
  alarm: string;
};

/**
 * The exit-fee rule's source for what the reminder says of it, its publisher as the page's language
 * names it (the comparison's copy of the rule's sources, by id: lib/pricing/rules.ts keeps no
 * words). Teller Report's (reporting what the TRA told Emirates Today) is the only one of the
 * rule's sources that names fixed and internet contracts and device charges owed on top, as the
 * complaint letters cite it for a contract left from 2020 (issue 51); Gulf News says neither.
 */
const EXIT_FEE_SOURCE = 'tellerreport-2019-12';

function exitFeeSlots(locale: Locale) {
  const s = EARLY_TERMINATION.sources.find((x) => x.id === EXIT_FEE_SOURCE)!;
  const words = getPage('compare', locale).blocks.rule.sources[s.id];
  const date = (d: string) => mark(formatDate(d, locale, 'day-month-year'));
  return {
    since: date(EARLY_TERMINATION.appliesFrom),
    reported: `${mark(words.publisher)}${locale === 'ar' ? '، ' : ', '}${date(s.date)}`,
    url: mark(s.url),
  };
}

/**
 * A paragraph for a text version (the calendar file, the mail's text part): an address directly
 * followed by an isolate's closing mark (U+2069) gets a space before it, as a program that links
 * addresses in text may take the mark into the link. The mail's HTML links them itself.
 */
export const textUrls = (text: string) =>
  text.replace(/https?:\/\/[^\s\u2066-\u2069]+(?=\u2069)/g, '$& ');

/** Whether leaving early can cost anything: not for a catalogue plan without a contract. */
const hasContract = (plan: ReminderPlan | null) => !plan || plan.contractMonths > 0;

export function reminderEntry(
  r: Reminder,
  plan: ReminderPlan | null,
  copy: RemindBlocks['entry'],
  locale: Locale,
  absolute: (path: string) => string,
): ReminderEntry {
  const name = plan ? mark(plan.name) : copy.yourPlan;
  const summary = fillSlots(r.what === 'contract' ? copy.summaryContract : copy.summaryPromotion, {
    plan: name,
  });
  const date = mark(formatDate(r.end, locale, 'day-month-year'));
  const due = fillSlots(r.what === 'contract' ? copy.dueContract : copy.duePromotion, {
    plan: name,
    date,
  });
  const switching = switchingOf(plan);
  const link = (path: string) => mark(absolute(localePath(path, locale)));
  const compare = plan ? `${REMINDER_LINKS.compare}?o=${plan.slug}` : REMINDER_LINKS.compare;
  const exit = hasContract(plan);
  const paragraphs = [
    fillSlots(r.what === 'contract' ? copy.endsContract : copy.endsPromotion, { date }),
    ...planParagraphs(r, plan, copy, locale),
    ...(exit ? [fillSlots(copy.exitFee, exitFeeSlots(locale))] : []),
    fillSlots(copy.compare, { url: link(compare) }),
    fillSlots(copy[switching.copy], { url: link(switching.path) }),
    ...(exit ? [fillSlots(copy.complain, { url: link(REMINDER_LINKS.complain) })] : []),
  ];
  const alarm = fillSlots(copy.alarm, { summary, days: plural(r.lead, copy.days, locale) });
  return {
    summary: plainText(summary, locale),
    due,
    paragraphs: paragraphs.map((p) => plainText(p, locale)),
    alarm: plainText(alarm, locale),
  };
}
