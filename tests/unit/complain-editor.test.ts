/**
 * The consumer editor's review of the letters (issue 51 §1): rules not cited for charges made
 * before they existed; a way to answer when no contact is given; the mis-sold letter's decision.
 */
import { describe, expect, it } from 'vitest';
import { composeLetter } from '@/lib/complain/letter';
import { checkComplaint } from '@/lib/complain/schema';
import { getComplaintProblems, getPage } from '@/lib/content';
import { formatDate, LOCALES } from '@/lib/i18n/format';

const NOW = new Date('2026-11-26T12:00:00Z');
const base = {
  name: 'Mariam Test',
  account: '0501234567',
  operator: 'du',
  description: 'It happened on my line.',
  writtenOn: '2026-11-26',
  replyBy: '2026-12-10',
  letterLocale: 'en',
  amount: '150',
};

describe.each(LOCALES)('rules dated by their sources (%s)', (locale) => {
  const copy = getPage('complain', locale).blocks;
  const check = (slug: string, date: string) => {
    const problem = getComplaintProblems(locale).find((p) => p.slug === slug)!;
    return checkComplaint(
      { ...base, date },
      problem,
      { errors: copy.errors, labels: copy.form.labels, letter: copy.letter },
      locale,
      NOW,
    );
  };
  it.each([
    ['subscription-without-otp', '2020-05-06', '2020-05-07'],
    ['network-repair-fee', '2019-11-23', '2019-11-24'],
  ])('%s refuses a charge before its rule (%s) and takes one from %s', (slug, before, from) => {
    const r = check(slug, before);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.date).toBeTruthy();
    expect(check(slug, from).ok).toBe(true);
  });
});

/** A letter's text without its isolating marks, to search it. */
const strip = (t: string) => t.replace(/[\u2066-\u2069\u200f]/g, '');

describe.each(LOCALES)('the answer has somewhere to go (%s)', (locale) => {
  const copy = getPage('complain', locale).blocks;
  const problem = getComplaintProblems(locale).find((p) => p.slug === 'disputed-bill')!;
  const input = {
    ...base,
    operator: 'du' as const,
    date: '2026-10-02',
    letterLocale: locale,
    amount: 15000,
    contact: undefined,
    request: undefined,
  };
  const noContact = {
    en: 'Please answer me through the contact details registered on this account.',
    ar: 'ويُرجى الرد عليّ عبر بيانات التواصل المسجّلة في هذا الحساب.',
  }[locale];

  it('asks for the answer through the registered details when no contact is given', () => {
    expect(strip(composeLetter(problem, copy, input, locale).text)).toContain(noContact);
  });
  it('and not when a contact is given', () => {
    const t = strip(
      composeLetter(problem, copy, { ...input, contact: 'm@example.ae' }, locale).text,
    );
    expect(t).not.toContain(noContact);
    expect(t).toContain('m@example.ae');
  });
});

describe.each(LOCALES)('the mis-sold letter decides only what it can (%s)', (locale) => {
  const copy = getPage('complain', locale).blocks;
  const problem = getComplaintProblems(locale).find((p) => p.slug === 'mis-sold-service')!;
  const en = getComplaintProblems('en').find((p) => p.slug === 'mis-sold-service')!;
  const rules = { facts: problem.facts, cancellation: problem.cancellation };
  const post = (v: Record<string, string>) =>
    checkComplaint(
      {
        ...base,
        activated: '2026-10-01',
        date: '2026-10-07',
        device: 'none',
        letterLocale: locale,
        ...v,
      },
      rules,
      { errors: copy.errors, labels: copy.form.labels, letter: copy.letter },
      locale,
      NOW,
    );
  const letterOf = (v: Record<string, string>) => {
    const r = post(v);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return composeLetter(problem, copy, r.input, locale);
  };

  it('asks which kind of service was mis-sold', () => {
    const r = post({ operator: 'eand' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.service).toBeTruthy();
  });
  it("refuses an e& home contract at day 6 on eLife's terms", () => {
    const r = post({ operator: 'eand', service: 'home' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.date).toBeTruthy();
  });
  it("does not hold an e& mobile contract to eLife's terms", () => {
    const t = strip(letterOf({ operator: 'eand', service: 'mobile' }).text);
    expect(t).not.toContain(strip(problem.cancellation!.terms));
    expect(t).toContain(strip(copy.letter.ownTermsEvidence));
  });
  it('decides on the days the own contract allows, when given', () => {
    const r = post({ operator: 'du', service: 'mobile', allowedDays: '5' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.date).toBeTruthy();
    expect(post({ operator: 'du', service: 'mobile', allowedDays: '٧' }).ok).toBe(true);
  });
  it('without the days, asks to confirm the window and claims nothing in its subject', () => {
    const l = letterOf({ operator: 'du', service: 'mobile' });
    expect(strip(l.head[2])).toContain(problem.cancellation!.openTitle);
    expect(strip(l.head[2])).not.toContain(problem.title);
    const confirm = {
      en: 'I ask you to confirm that my request falls within the cancellation period',
      ar: 'وأرجو منكم تأكيد أن طلبي يقع ضمن فترة الإلغاء',
    }[locale];
    expect(strip(l.text)).toContain(confirm);
  });
  it('gives the cancel date once and cites no unsourced regulation', () => {
    const t = strip(letterOf({ operator: 'du', service: 'mobile', allowedDays: '7' }).text);
    expect(t).toContain(strip(problem.title));
    const day = strip(formatDate('2026-10-07', locale, 'day-month-year'));
    // Once in "what happened", once in the remedy ("as I asked on"): not a third time.
    expect(t.split(day).length - 1).toBe(2);
    expect(en.rule).not.toMatch(/Consumer Protection Regulations/);
  });
});

describe.each(LOCALES)("e&'s condition for waiving device charges (%s)", (locale) => {
  const copy = getPage('complain', locale).blocks;
  const problem = getComplaintProblems(locale).find((p) => p.slug === 'mis-sold-service')!;
  const input = {
    ...base,
    operator: 'eand' as const,
    service: 'home' as const,
    activated: '2026-10-01',
    date: '2026-10-07',
    device: '12' as const,
    letterLocale: locale,
    amount: 30000,
    contact: undefined,
    request: undefined,
  };
  const sentence = {
    en: 'I have returned, or will return, the device with all its accessories and documentation in its original packaging',
    ar: 'وقد أعدت الجهاز، أو سأعيده، مع جميع ملحقاته ووثائقه في عبوته الأصلية',
  }[locale];
  const receipt = { en: 'The receipt for the returned device', ar: 'إيصال إعادة الجهاز' }[locale];

  it('states the return of the device and attaches its receipt when a device came with it', () => {
    const t = strip(composeLetter(problem, copy, input, locale).text);
    expect(t).toContain(sentence);
    expect(t).toContain(receipt);
  });
  it('says nothing of a device when none came with it', () => {
    const t = strip(composeLetter(problem, copy, { ...input, device: 'none' }, locale).text);
    expect(t).not.toContain(sentence);
    expect(t).not.toContain(receipt);
  });
});

describe.each(LOCALES)('a rule that names e& and du, sent to Virgin Mobile (%s)', (locale) => {
  const copy = getPage('complain', locale).blocks;
  const slugs = [
    'data-beyond-bundle',
    'subscription-without-otp',
    'prepaid-pay-per-use-data',
    'network-repair-fee',
  ];
  const input = (operator: 'du' | 'virgin-mobile') => ({
    ...base,
    operator,
    date: '2026-10-02',
    letterLocale: locale,
    amount: 15000,
    contact: undefined,
    request: undefined,
  });
  it.each(slugs)('%s: cites Virgin Mobile its own terms, attached; not du', (slug) => {
    const problem = getComplaintProblems(locale).find((p) => p.slug === slug)!;
    const vm = strip(composeLetter(problem, copy, input('virgin-mobile'), locale).text);
    expect(vm).toContain(strip(copy.letter.operatorTerms));
    expect(vm).toContain(strip(copy.letter.operatorTermsEvidence));
    const du = strip(composeLetter(problem, copy, input('du'), locale).text);
    expect(du).not.toContain(strip(copy.letter.operatorTerms));
  });
});

it('the English source line does not nest parentheses', () => {
  const copy = getPage('complain', 'en').blocks;
  const problem = getComplaintProblems('en').find((p) => p.slug === 'mis-sold-service')!;
  const t = strip(
    composeLetter(
      problem,
      copy,
      {
        ...base,
        operator: 'eand',
        service: 'home',
        activated: '2026-10-01',
        date: '2026-10-04',
        device: 'none',
        letterLocale: 'en',
        amount: 30000,
        contact: undefined,
        request: undefined,
      },
      'en',
    ).text,
  );
  const line = t.split('\n').find((l) => l.startsWith('Source:'))!;
  expect(line).toContain('e& (Emirates Telecommunications Group)');
  expect(line).not.toMatch(/\([^()]*\(/);
});
