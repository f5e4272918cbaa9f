import { optionalCookiesDeclined } from './consent-helpers';
import { BRAND_700, chevron } from './chevron';
import { expect, test, waitForHydration } from './fixtures';

// An expandable item's chevron (the FAQ, the plans overview, the family cards, a guide of the
// library) is drawn by the stylesheet at the end of its summary or button, not by an inline icon:
// down while closed, up while open.

test.describe('disclosures: the chevron at the end of the summary', () => {
  test.beforeEach(optionalCookiesDeclined);

  for (const path of ['/', '/ar']) {
    test(`${path}: the FAQ's chevron is the summary's own, at its end, turned while open`, async ({
      page,
    }) => {
      await page.goto(path);
      const item = page.locator('details[name="faq"]').nth(1);
      const summary = item.locator('summary');
      const closed = await chevron(summary);
      expect(closed).toMatchObject({ icons: 0, content: '""', width: '20px', height: '20px' });
      expect(closed.mask).toContain('data:image/svg+xml');
      expect(closed.colour).toBe(BRAND_700);
      expect(closed.rotate).toBe('none');
      // 20 px of padding, the 20 px chevron and the 12 px gap after the heading.
      expect(closed.endRoom).toBeGreaterThanOrEqual(51);
      await summary.click();
      await expect(item).toHaveAttribute('open', '');
      await expect.poll(async () => (await chevron(summary)).rotate).toBe('180deg');
      // The summary still reads as its question alone.
      expect(await summary.ariaSnapshot()).not.toMatch(/img|graphics/);
    });
  }

  // /plans, every disclosure's chevron: e2e/route-extras.ts, in its visit of the route sweep.

  test('/guides: a guide’s button ends with the chevron, turned while the guide is expanded', async ({
    page,
  }) => {
    await page.goto('/guides');
    await waitForHydration(page);
    const button = page.locator('section[aria-labelledby="all-guides-heading"] h3 button').first();
    const closed = await chevron(button);
    expect(closed).toMatchObject({ icons: 0, content: '""', width: '20px', colour: BRAND_700 });
    expect(closed.rotate).toBe('none');
    expect(closed.endRoom).toBeGreaterThanOrEqual(20 + 20 + 16); // padding, chevron, gap
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await chevron(button)).rotate).toBe('180deg');
  });

  test('forced colours take the page’s text colour; reduced motion turns it without a transition', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    await page.goto('/');
    const mark = await chevron(page.locator('details[name="faq"] > summary').first());
    expect(mark.mask).toContain('data:image/svg+xml');
    expect(mark.colour).toBe(mark.textColour);
    expect(mark.colour).not.toBe(BRAND_700);
    // The base layer's reduced-motion rule cuts every transition to 0.01 ms.
    expect(parseFloat(mark.transition)).toBeLessThan(0.001);
  });
});
