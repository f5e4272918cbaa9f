import type { Locator, Page } from '@playwright/test';
import { optionalCookiesDeclined } from './consent-helpers';
import { expect, test } from './fixtures';

// The points of a plan card's lists (advantages, features, what to check, considerations) carry
// their mark from the stylesheet: one element a point, where an inline icon made it five.

/** The list under the first heading of this name inside `section`. */
const listUnder = (page: Page, section: string, heading: string) =>
  page
    .locator(section)
    .getByRole('heading', { name: heading, exact: true })
    .first()
    .locator('xpath=following-sibling::ul[1]');

/** What a list's points are made of, their marks, and where their text starts. */
const points = (list: Locator) =>
  list.evaluate((ul) =>
    [...ul.children].map((li) => {
      const mark = getComputedStyle(li, '::before');
      const range = document.createRange();
      range.selectNodeContents(li);
      const text = range.getBoundingClientRect();
      const box = li.getBoundingClientRect();
      return {
        tag: li.tagName,
        elements: li.children.length,
        text: li.textContent,
        content: mark.content,
        mask: mark.maskImage,
        width: mark.width,
        height: mark.height,
        markColour: mark.backgroundColor,
        warnColour: mark.color,
        textColour: getComputedStyle(li).color,
        // How far the text sits from the list item's start edge (left in English, right in Arabic).
        startGap: document.dir === 'rtl' ? box.right - text.right : text.left - box.left,
      };
    }),
  );

const BRAND_700 = 'rgb(15, 118, 110)';

test.describe('plan cards: the marks before their points', () => {
  test.beforeEach(optionalCookiesDeclined);

  for (const [path, advantages, considerations, features] of [
    ['/plans', 'Advantages', 'Considerations', 'Features'],
    ['/ar/plans', 'المزايا', 'اعتبارات', 'المزايا'],
  ]) {
    test(`${path}: each point is one element, after a check or a '!' the stylesheet draws at its start`, async ({
      page,
    }) => {
      await page.goto(path);
      for (const list of [
        listUnder(page, '#internet', advantages),
        listUnder(page, '#tv', features),
      ]) {
        const items = await points(list);
        expect(items.length).toBeGreaterThanOrEqual(2);
        for (const item of items) {
          expect(item).toMatchObject({ tag: 'LI', elements: 0, content: '""' });
          expect(item.mask).toContain('data:image/svg+xml');
          expect(item).toMatchObject({ width: '20px', height: '20px', markColour: BRAND_700 });
          expect(item.startGap).toBeGreaterThanOrEqual(27); // the 20 px mark and the 8 px gap
          expect(item.text!.trim().length).toBeGreaterThan(3);
        }
      }
      const warn = listUnder(page, '#internet', considerations);
      const items = await points(warn);
      expect(items.length).toBeGreaterThanOrEqual(2);
      for (const item of items) {
        expect(item).toMatchObject({ tag: 'LI', elements: 0 });
        expect(item.warnColour).not.toBe(item.textColour); // amber, not the text's slate
        expect(item.content).toBe('"!" / ""');
        expect(item.startGap).toBeGreaterThan(3);
      }
      // The marks are decoration: the points read as their text alone.
      const snapshot = await warn.ariaSnapshot();
      expect(snapshot).toContain('- listitem:');
      expect(snapshot).not.toContain('!');
    });
  }

  test('/plans in forced colours: the check takes the text colour', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/plans');
    for (const item of await points(listUnder(page, '#internet', 'Advantages'))) {
      expect(item.mask).toContain('data:image/svg+xml');
      expect(item.markColour).toBe(item.textColour);
      expect(item.markColour).not.toBe(BRAND_700);
    }
  });
});
