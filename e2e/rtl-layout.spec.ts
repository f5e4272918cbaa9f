import type { Page } from '@playwright/test';
import { localePath } from '../lib/i18n/paths';
import { expect, test } from './fixtures';
import { ROUTES } from './routes';

/**
 * Every Arabic page, at a phone's width and a laptop's: nothing scrolls the page sideways and
 * no text spills out of its box. One visit a route; the widths are set on the open page.
 */
const COMPARE_WITH_OFFERS =
  '/plans/compare?o=elife-ultra-starter-24-months&o=control-plan-80-flexible&o=control-plan-135-flexible&o=elife-ultra-starter-no-commitment';

const ARABIC_ROUTES = [
  ...new Set([...ROUTES.map((r) => r.path.split('#')[0]), COMPARE_WITH_OFFERS]),
].map((path) => localePath(path, 'ar'));

const WIDTHS = [1280, 375] as const;

/** Sideways overflow of the page, and of every element that holds text, at the current width. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const problems: string[] = [];
    if (doc.scrollWidth > doc.clientWidth)
      problems.push(`page: scrollWidth ${doc.scrollWidth} > clientWidth ${doc.clientWidth}`);
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      const cls = el.getAttribute('class')?.split(' ').slice(0, 3).join('.') ?? '';
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${text}"`;
    };
    // Deliberate sideways scrolling (the comparison's tables, the tab strips) and what is
    // visually hidden on purpose (screen-reader text, the skip link until focused, the bot
    // trap's 1 px box) are not overflow.
    const exempt = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (e !== el && (s.overflowX === 'auto' || s.overflowX === 'scroll')) return true;
        if (s.clipPath !== 'none' || s.clip !== 'auto') return true;
        if (s.overflow === 'hidden' && e.getBoundingClientRect().width <= 1) return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
      );
      if (!ownText) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (exempt(el)) continue;
      const s = getComputedStyle(el);
      // Its box sticks out of the viewport (on a right-to-left page, overflow past the right
      // edge would not even make the page scroll).
      if (box.left < -1 || box.right > doc.clientWidth + 1)
        problems.push(
          `${describe(el)} outside the viewport: ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
      // Its text is wider than its box (inline boxes have no width of their own).
      if (s.display !== 'inline' && s.textOverflow !== 'ellipsis' && el.clientWidth > 0) {
        if (el.scrollWidth > el.clientWidth + 1)
          problems.push(
            `${describe(el)}: text ${el.scrollWidth} px wide in a box of ${el.clientWidth} px`,
          );
      }
    }
    return problems;
  });
}

test.describe('Arabic pages: no sideways scroll, no text out of its box', () => {
  for (const path of ARABIC_ROUTES) {
    test(`${path} at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.evaluate(() => document.fonts.ready);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // Layout that follows the width in script (the plan tabs) settles in the next frames.
        await page.waitForFunction(
          (w) =>
            window.innerWidth === w &&
            new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          width,
        );
        expect(await overflow(page), `${path} at ${width} px`).toEqual([]);
      }
    });
  }
});
