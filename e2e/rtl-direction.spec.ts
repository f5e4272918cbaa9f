import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { presetConsent } from './consent-helpers';

/**
 * The right-to-left layout, designed: arrow keys follow the reading direction, time runs right to
 * left, sticky and fixed things sit on the sides an Arabic reader expects. What a page shows without
 * being used (the About timeline's side, the Arabic comparison's table and chart, a phone number's
 * order) is read in its visit of e2e/routes-sweep.spec.ts.
 */

const selectedIndex = (tabs: Locator) =>
  tabs.evaluateAll((ts) => ts.findIndex((t) => t.getAttribute('aria-selected') === 'true'));

test.describe('tab sets: the arrow keys follow the reading direction', () => {
  const principleTabs = (page: Page) =>
    page
      .locator('section[aria-labelledby="principles-heading"]')
      .getByRole('tablist')
      .first()
      .getByRole('tab');

  // The same keys in both languages, mirrored: in Arabic the first tab is the rightmost one (the
  // list reads right to left), ← moves to the next tab and → to the previous one.
  for (const { path, next, previous, firstOn } of [
    { path: '/ar/about', next: 'ArrowLeft', previous: 'ArrowRight', firstOn: 'right' },
    { path: '/about', next: 'ArrowRight', previous: 'ArrowLeft', firstOn: 'left' },
  ]) {
    const arrow = (key: string) => (key === 'ArrowLeft' ? '←' : '→');
    test(`on ${path}, ${arrow(next)} moves to the next tab and ${arrow(previous)} to the previous one`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const tabs = principleTabs(page);
      await expect(tabs).toHaveCount(3);
      const [first, second] = [
        (await tabs.nth(0).boundingBox())!,
        (await tabs.nth(1).boundingBox())!,
      ];
      if (firstOn === 'right') expect(first.x).toBeGreaterThan(second.x);
      else expect(first.x).toBeLessThan(second.x);

      // Presses `key` (each of `keys`), then tab `index` has the focus.
      const press = async (keys: string[], index: number) => {
        for (const key of keys) await page.keyboard.press(key);
        await expect(tabs.nth(index)).toBeFocused();
      };
      await tabs.nth(0).focus();
      await press([next], 1);
      expect(await selectedIndex(tabs)).toBe(1);
      await press([previous], 0);
      expect(await selectedIndex(tabs)).toBe(0);
      await press([next, next], 2);
      await press([previous], 1);
      expect(await selectedIndex(tabs)).toBe(1);
      // The ends wrap around, and Home/End are the same in both languages.
      await press([previous, previous], 2);
      await press(['Home'], 0);
    });
  }

  test('the guide category tabs on /ar/guides: ← selects the next category', async ({ page }) => {
    await page.goto('/ar/guides');
    await waitForHydration(page);
    const tabs = page.locator('[role="tablist"]').first().getByRole('tab');
    const start = await selectedIndex(tabs);
    await tabs.nth(start).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(start + 1)).toBeFocused();
    await expect(tabs.nth(start + 1)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]category=/);
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(start)).toHaveAttribute('aria-selected', 'true');
  });

  test('the mobile plan tabs on /ar/plans at 375 px (a horizontal strip): ← selects the next type', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/ar/plans');
    await waitForHydration(page);
    const list = page.locator('#mobile').getByRole('tablist');
    await expect(list).toHaveAttribute('aria-orientation', 'horizontal');
    const tabs = list.getByRole('tab');
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  });
});

const FOUR =
  '/plans/compare?o=elife-ultra-starter-24-months&o=control-plan-80-flexible&o=control-plan-135-flexible&o=elife-ultra-starter-no-commitment';

test.describe('the comparison, right to left', () => {
  // In Arabic, the table's first column kept on the right as it scrolls, and the chart's time
  // axis: e2e/routes-sweep.spec.ts, in its visit of the comparison.
  test('in English the chart still reads left to right', async ({ page }) => {
    await page.goto(FOUR);
    const chart = page.locator('svg[aria-labelledby="cmp-cumulative-title"]');
    const ticks = await chart.locator('> g text[text-anchor="middle"][direction="ltr"]').all();
    const first = (await ticks[0].boundingBox())!;
    const last = (await ticks.at(-1)!.boundingBox())!;
    expect(first.x).toBeLessThan(last.x);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the phone menu button sits at the left end of the Arabic header, the right end of the English one', async ({
    page,
  }) => {
    for (const [path, side] of [
      ['/ar', 'left'],
      ['/', 'right'],
    ] as const) {
      await page.goto(path);
      const button = (await page.locator('header button[popovertarget]').boundingBox())!;
      const logo = (await page.locator('header a').first().boundingBox())!;
      if (side === 'left') expect(button.x, path).toBeLessThan(logo.x);
      else expect(button.x, path).toBeGreaterThan(logo.x);
      await page.locator('header button[popovertarget]').click();
      const nav = page.locator('[popover]:popover-open nav a').first();
      const link = (await nav.boundingBox())!;
      // The menu's links start at the reader's side.
      if (side === 'left') expect(link.x + link.width).toBeGreaterThan(375 / 2);
      else expect(link.x).toBeLessThan(375 / 2);
    }
  });

  test('the cookie badge sits in the bottom left corner of Arabic pages, bottom right of English ones', async ({
    page,
  }) => {
    await presetConsent(page, { analytics: true, marketing: false, functional: false });
    for (const [path, side] of [
      ['/ar', 'left'],
      ['/', 'right'],
    ] as const) {
      await page.goto(path);
      // The badge: the one button fixed to the viewport (its words differ by language).
      const fixedButton = () =>
        page.evaluate(() => {
          const b = [...document.querySelectorAll('body button')].find(
            (el) => getComputedStyle(el).position === 'fixed',
          );
          const r = b?.getBoundingClientRect();
          return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
        });
      await expect.poll(fixedButton).not.toBeNull();
      const box = (await fixedButton())!;
      if (side === 'left') expect(box.x).toBeLessThan(16);
      else expect(box.x + box.width).toBeGreaterThan(375 - 16);
      expect(box.y + box.height).toBeGreaterThan(740 - 16);
    }
  });
});
