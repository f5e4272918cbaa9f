// @vitest-environment happy-dom
/**
 * Every problem's letter as the page shows it (components/complain/letter-view.tsx), in both
 * languages, with the values e2e/complain-letters.spec.ts types (issue 51): each typed number is
 * the whole text of its `<bdi>`, which does not wrap; in an Arabic letter no Latin letter or digit
 * sits outside an isolating element, e& has a `<bdi>` of its own and no amount is written «د.إ».
 * The letter's text (download, copy, mail): tests/unit/complain-bidi.test.ts. What needs a browser
 * (no sideways scroll at 412 px, one line per number, the reading order): the e2e spec.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LetterView } from '@/components/complain/letter-view';
import { letterFromPost } from '@/lib/complain/compose';
import { getComplaintProblems } from '@/lib/content';
import { LOCALES, type Locale } from '@/lib/i18n/format';
import { complaintFormValues, TYPED } from '../support/complaint-form-values';

/** The facts a problem's form asks for, valid for a complaint that holds (as the e2e spec types). */
const valuesFor = (facts: readonly string[], locale: Locale) =>
  complaintFormValues(facts, locale, '2099-01-01');

/** The letter element the page renders for a post of `slug`'s form on a `locale` page. */
function shown(slug: string, facts: readonly string[], locale: Locale): HTMLElement {
  const form = new FormData();
  for (const [k, v] of Object.entries({ locale, problem: slug, ...valuesFor(facts, locale) }))
    form.set(k, v);
  const state = letterFromPost(form);
  if (!state.letter) throw new Error(`${slug}: ${JSON.stringify(state.errors)}`);
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(<LetterView letter={state.letter} />);
  return root.querySelector<HTMLElement>('[data-testid="complaint-letter"]')!;
}

/** The text nodes holding a Latin letter or digit that no isolating element inside `root` holds. */
function loose(root: HTMLElement): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!/[A-Za-z0-9]/.test(n.textContent ?? '')) continue;
    const isolated = n.parentElement?.closest('bdi, [dir="ltr"], [dir="auto"]');
    if (!isolated || isolated === root || !root.contains(isolated)) out.push(n.textContent!);
  }
  return out;
}

describe.each(LOCALES)('every letter as the page shows it (%s)', (locale) => {
  it.each(getComplaintProblems(locale).map((p) => [p.slug, p.facts] as const))(
    '%s',
    (slug, facts) => {
      const letter = shown(slug, facts, locale);
      expect(letter.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      for (const v of Object.values(TYPED)) {
        // The first isolate holding the number holds it alone, and keeps it on one line.
        const value = [...letter.querySelectorAll('bdi')].find((b) => b.textContent?.includes(v));
        expect(value?.textContent).toBe(v);
        expect(value?.className).toContain('whitespace-nowrap');
      }
      if (locale !== 'ar') return;
      expect(loose(letter)).toEqual([]);
      expect(letter.textContent).not.toContain('د.إ');
      expect([...letter.querySelectorAll('bdi')].some((b) => b.textContent === 'e&')).toBe(true);
    },
  );
});
