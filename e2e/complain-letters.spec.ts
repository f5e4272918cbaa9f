/**
 * Every problem's letter, in both languages, without JavaScript, on a 412 px phone (issue 51), as
 * a browser lays it out: nothing scrolls sideways; every number the visitor typed is one isolate,
 * whole, on one line; in an Arabic letter the numbers and e& read in order; one Arabic letter's
 * download starts each line with a right-to-left mark and isolates its Latin runs and numbers.
 * The letter's markup and text for every problem (no Latin run outside an isolate, درهم not «د.إ»,
 * each line's mark): tests/unit/complain-letter-view.test.tsx and complain-bidi.test.ts.
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import { expect, test } from './fixtures';
import { withoutJavaScript } from './without-javascript';
import { complainCopy, dayFromToday, downloadText, postComplaintAtOnce } from './complain-helpers';
import { complaintFormValues, TYPED } from '../tests/support/complaint-form-values';

const PROBLEMS = fs
  .readdirSync('content/complaints')
  .map((f) => ({ slug: f.replace(/\.mdx$/, ''), ...matter.read(`content/complaints/${f}`).data }))
  .map((p) => ({ slug: p.slug, facts: (p as { facts?: string[] }).facts ?? [] }));

/** The facts a problem's form asks for, valid for a complaint that holds. */
const valuesFor = (facts: string[], locale: 'en' | 'ar') =>
  complaintFormValues(facts, locale, dayFromToday(14));

withoutJavaScript('every letter at 412 px', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  // One visitor per language writes every problem's letter in turn (a step each).
  for (const locale of ['en', 'ar'] as const)
    test(`${locale}: every problem's letter`, async ({ page }) => {
      test.setTimeout(30_000 + PROBLEMS.length * 15_000);
      const copy = complainCopy(locale);
      for (const [i, { slug, facts }] of PROBLEMS.entries())
        await test.step(slug, async () => {
          await page.goto(`${locale === 'ar' ? '/ar' : ''}/complain?problem=${slug}`);
          await postComplaintAtOnce(page, copy, valuesFor(facts, locale));
          const letter = page.getByTestId('complaint-letter');
          await expect(letter).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

          const seen = await letter.evaluate(
            (root, { typed, rtl }) => {
              // Each typed number: the first isolate holding it, its text and its lines.
              const numbers = typed.map((v) => {
                const b = [...root.querySelectorAll('bdi')].find((e) => e.textContent?.includes(v));
                return { text: b?.textContent, lines: b?.getClientRects().length };
              });
              // In an Arabic letter: each character to the right of the one before.
              const order: Record<string, boolean> = {};
              const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
              for (let n = walker.nextNode(); rtl && n; n = walker.nextNode()) {
                const t = n.textContent ?? '';
                if (![...typed, 'e&'].includes(t)) continue;
                const xs = [...t].map((_, i) => {
                  const r = document.createRange();
                  r.setStart(n!, i);
                  r.setEnd(n!, i + 1);
                  return r.getBoundingClientRect().left;
                });
                order[t] = (order[t] ?? true) && xs.every((x, i) => i === 0 || x > xs[i - 1]);
              }
              const { scrollWidth, clientWidth } = document.documentElement;
              return { numbers, order, scrollWidth, clientWidth };
            },
            { typed: Object.values(TYPED), rtl: locale === 'ar' },
          );
          // No sideways scroll, a long source address included.
          expect(seen.scrollWidth).toBeLessThanOrEqual(seen.clientWidth);
          expect(seen.numbers).toEqual(Object.values(TYPED).map((v) => ({ text: v, lines: 1 })));
          if (locale !== 'ar') return;
          expect(seen.order).toEqual({
            ...Object.fromEntries(Object.values(TYPED).map((v) => [v, true])),
            'e&': true,
          });
          await expect(letter.locator('bdi', { hasText: /^e&$/ }).first()).toBeVisible();

          if (i > 0) return;
          // The download route's file (its text for every problem: complain-bidi.test.ts).
          const text = await downloadText(page, copy.actions.download);
          for (const line of text.split('\n').filter(Boolean))
            expect(line.startsWith('\u200f')).toBe(true);
          expect(text).toContain('\u2066+971 58 123 4567\u2069');
          expect(text).toContain('\u2066e&\u2069');
        });
    });
});
