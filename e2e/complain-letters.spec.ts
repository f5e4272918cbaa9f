/**
 * Every problem's letter, in both languages, without JavaScript, on a 412 px phone (issue 51):
 * nothing scrolls sideways; every value the visitor typed, every Latin run and every number of
 * an Arabic letter sits in an isolating element; the downloaded Arabic text starts each line with
 * a right-to-left mark and isolates its Latin runs and numbers.
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import { expect, test } from './fixtures';
import { withoutJavaScript } from './without-javascript';
import { complainCopy, dayFromToday, downloadText, submitComplaint } from './complain-helpers';

const PROBLEMS = fs
  .readdirSync('content/complaints')
  .map((f) => ({ slug: f.replace(/\.mdx$/, ''), ...matter.read(`content/complaints/${f}`).data }))
  .map((p) => ({ slug: p.slug, facts: (p as { facts?: string[] }).facts ?? [] }));

const TYPED = { account: '+971 58 123 4567', contact: '050 123 4567' };

/** The facts a problem's form asks for, valid for a complaint that holds. */
function valuesFor(facts: string[], locale: 'en' | 'ar') {
  return {
    name: locale === 'ar' ? 'مريم e& Test' : 'Mariam Test',
    ...TYPED,
    operator: 'eand',
    description: locale === 'ar' ? 'اشتركت مع e& في باقة eLife.' : 'e& charged me.',
    replyBy: dayFromToday(14),
    letterLocale: locale,
    ...(facts.includes('activation')
      ? { service: 'home', activated: '2026-10-01', device: 'none', date: '2026-10-04' }
      : { date: '2026-10-02' }),
    ...(facts.includes('amount') ? { amount: '150.50' } : {}),
    ...(facts.includes('exitFee')
      ? { service: 'home', fee: '500', monthly: '200', vat: 'excluded', deviceDue: '1000' }
      : {}),
  };
}

withoutJavaScript('every letter at 412 px', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  for (const locale of ['en', 'ar'] as const)
    for (const { slug, facts } of PROBLEMS)
      test(`${locale}: ${slug}`, async ({ page }) => {
        const copy = complainCopy(locale);
        await page.goto(`${locale === 'ar' ? '/ar' : ''}/complain?problem=${slug}`);
        await submitComplaint(page, copy, valuesFor(facts, locale));
        const letter = page.getByTestId('complaint-letter');
        await expect(letter).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

        // No sideways scroll, a long source address included.
        const widths = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ]);
        expect(widths[0]).toBeLessThanOrEqual(widths[1]);

        // Each typed number is one isolate, whole, on one line.
        for (const v of Object.values(TYPED)) {
          const value = letter.locator('bdi', { hasText: v }).first();
          await expect(value).toHaveText(v);
          expect(await value.evaluate((e) => e.getClientRects().length)).toBe(1);
        }

        // In an Arabic letter, no Latin letter or digit sits outside an isolating element.
        const loose = await letter.evaluate((root) => {
          const out: string[] = [];
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            if (!/[A-Za-z0-9]/.test(n.textContent ?? '')) continue;
            const isolated = n.parentElement?.closest('bdi, [dir="ltr"], [dir="auto"]');
            if (!isolated || !root.contains(isolated)) out.push(n.textContent!);
          }
          return out;
        });
        if (locale === 'ar') {
          expect(loose).toEqual([]);
          // And they display in reading order: each character to the right of the one before.
          const order = await letter.evaluate(
            (root, wanted) => {
              const out: Record<string, boolean> = {};
              const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
              for (let n = walker.nextNode(); n; n = walker.nextNode()) {
                const t = n.textContent ?? '';
                if (!wanted.includes(t)) continue;
                const xs = [...t].map((_, i) => {
                  const r = document.createRange();
                  r.setStart(n!, i);
                  r.setEnd(n!, i + 1);
                  return r.getBoundingClientRect().left;
                });
                out[t] = (out[t] ?? true) && xs.every((x, i) => i === 0 || x > xs[i - 1]);
              }
              return out;
            },
            [...Object.values(TYPED), 'e&'],
          );
          expect(order).toEqual({
            ...Object.fromEntries(Object.values(TYPED).map((v) => [v, true])),
            'e&': true,
          });
          await expect(letter).not.toContainText('د.إ');
          await expect(letter.locator('bdi', { hasText: /^e&$/ }).first()).toBeVisible();

          const text = await downloadText(page, copy.actions.download);
          for (const line of text.split('\n').filter(Boolean))
            expect(line.startsWith('\u200f')).toBe(true);
          expect(text).toContain('\u2066+971 58 123 4567\u2069');
          expect(text).toContain('\u2066e&\u2069');
        }
      });
});
