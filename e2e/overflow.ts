import type { Page } from '@playwright/test';

/**
 * Sideways overflow of the page, and of every element that holds text, at the current width:
 * one line per problem (e2e/routes-sweep.spec.ts checks every Arabic page with it).
 */
export async function overflow(page: Page) {
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
    // Deliberate sideways scrolling (the comparison's tables, the tab strips) is not overflow.
    // What is visually hidden on purpose (screen-reader text, the skip link until focused, the
    // bot trap's 1 px box) may hold text wider than its box, but must still sit inside the page:
    // a box parked thousands of pixels past the start edge does not scroll the screen, yet a
    // printed Arabic page shrank to make room for it and lost its left edge.
    const exempt = (el: Element): 'scrolls' | 'hidden' | null => {
      for (let e: Element | null = el; e; e = e.parentElement)
        if (e !== el && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX))
          return 'scrolls';
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.clipPath !== 'none' || s.clip !== 'auto') return 'hidden';
        if (s.overflow === 'hidden' && e.getBoundingClientRect().width <= 1) return 'hidden';
      }
      return null;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
      );
      if (!ownText) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const exemption = exempt(el);
      if (exemption === 'scrolls') continue;
      const s = getComputedStyle(el);
      // Its box sticks out of the viewport (on a right-to-left page, overflow past the right
      // edge would not even make the page scroll).
      if (box.left < -1 || box.right > doc.clientWidth + 1)
        problems.push(
          `${describe(el)} outside the viewport: ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
      // Its text is wider than its box (inline boxes have no width of their own).
      if (exemption) continue;
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

/** The widths every Arabic page is checked at: a laptop's and a phone's. */
export const WIDTHS = [1280, 375] as const;

/** Resizes the open page (its scripts running) and waits until its layout has followed. */
export async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  // Layout that follows the width in script (the plan tabs) settles in the next frames.
  await page.waitForFunction(
    (w) =>
      window.innerWidth === w &&
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    size.width,
  );
}

/** Checks `path`'s open page at each of WIDTHS (set on the open page): no overflow at any. */
export async function overflowAtWidths(page: Page, path: string) {
  await page.evaluate(() => document.fonts.ready);
  const found: string[] = [];
  for (const width of WIDTHS) {
    await resize(page, { width, height: 800 });
    found.push(...(await overflow(page)).map((p) => `${path} at ${width} px: ${p}`));
  }
  return found;
}
