/**
 * Latin runs inside Arabic text read left to right as written (lib/i18n/bidi), checked on what
 * Chromium draws: each run sits in a <bdi>, and its characters' left edges increase along the run
 * (without the isolation, the "&" of "e&" is drawn left of its "e"). The pages' checks run in
 * their visits of e2e/routes-sweep.spec.ts (e2e/route-extras.ts); a form's error: bidi-ar.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** For each <bdi> under `root` holding exactly `run`: whether its characters are drawn left to right. */
export const drawnInOrder = (root: Locator, run: string) =>
  root.evaluate((el, run) => {
    return [...el.querySelectorAll('bdi')]
      .filter((b) => b.textContent === run)
      .map((b) => {
        const text = b.firstChild as Text;
        const lefts = [...run].map((_, i) => {
          const range = document.createRange();
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          return range.getBoundingClientRect().left;
        });
        return lefts.every((x, i) => i === 0 || x > lefts[i - 1]);
      });
  }, run);

/** Text under `root` that holds `run` outside any <bdi> (or code). */
export const unisolated = (root: Locator, run: string) =>
  root.evaluate((el, run) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if (n.textContent?.includes(run) && !n.parentElement?.closest('bdi, code, script, style'))
        out.push(n.textContent);
    return out;
  }, run);

/** "e&" reads e then & in an Arabic guide's brief and body (/ar/guides/number-portability). */
export async function guideRunsInOrder(page: Page) {
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  const article = page.locator('article');
  // The brief (from the frontmatter) and the body (MDX) each have it, isolated and drawn in order.
  expect(await drawnInOrder(header, 'e&')).toEqual([true]);
  const inBody = await drawnInOrder(article, 'e&');
  expect(inBody.length).toBeGreaterThan(0);
  expect(inBody.every(Boolean)).toBe(true);
  expect(await unisolated(page.locator('main'), 'e&')).toEqual([]);
}

/** "e&" is isolated in the Arabic catalogue's summaries of the eLife plans. */
export async function catalogueRunsIsolated(page: Page) {
  expect(await unisolated(page.locator('main'), 'e&')).toEqual([]);
  expect((await drawnInOrder(page.locator('main'), 'e&')).length).toBeGreaterThan(0);
}

/** "e&" reads e then & on the Arabic home page. */
export async function homeRunsInOrder(page: Page) {
  expect(await unisolated(page.locator('main'), 'e&')).toEqual([]);
  const home = await drawnInOrder(page.locator('main'), 'e&');
  expect(home.length).toBeGreaterThan(0);
  expect(home.every(Boolean)).toBe(true);
}

/**
 * A phone number in Arabic text keeps its own order: +971 on the left (rtl-direction.spec). The
 * build shows the operator's phone only when CONTACT_PHONE is set (none in the tests), so a tel:
 * link as the footer renders one is put in an Arabic paragraph of the page: the site's stylesheet
 * (app/globals.css, a[href^='tel:']) must keep its order. Changes the page.
 */
export async function phoneKeepsItsOrder(page: Page) {
  await page.evaluate(() => {
    const p = document.querySelector('main p')!;
    const a = document.createElement('a');
    a.href = 'tel:+97161234567';
    a.textContent = '+971 6 123 4567';
    p.append(' ', a, ' ');
  });
  const phones = page.locator('a[href^="tel:"]');
  expect(await phones.count()).toBeGreaterThan(0);
  for (const phone of await phones.all()) {
    const order = await phone.evaluate((a) => {
      const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
      const node = walker.nextNode() as Text;
      const text = node.textContent!;
      const rect = (i: number) => {
        const r = document.createRange();
        r.setStart(node, i);
        r.setEnd(node, i + 1);
        return r.getBoundingClientRect().x;
      };
      return { text, plus: rect(text.indexOf('+')), last: rect(text.length - 1) };
    });
    expect(order.text).toMatch(/^\+971/);
    expect(order.plus, order.text).toBeLessThan(order.last);
  }
}
