import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openWithScriptsHeld } from './scripts';

/**
 * A tab keeps its element from first paint to the last click (components/ui/tabs.tsx): the tab a
 * visitor sees before the page's scripts run is the very node that, once they have, takes the
 * click, the selection and the focus, and the keyboard carries on from it. (The tab sets used to
 * hydrate a snapshot and swap it for Headless UI's widget, moving the focus to a copy.)
 */

/** Next's app router has mounted: the page's scripts have run and React listens. */
const started = (page: Page) => expect(page.locator('next-route-announcer')).toHaveCount(1);

for (const { path, list } of [
  { path: '/plans', list: '#mobile [role="tablist"]' },
  { path: '/about', list: 'section[aria-labelledby="principles-heading"] [role="tablist"]' },
  { path: '/ar/about', list: 'section[aria-labelledby="principles-heading"] [role="tablist"]' },
  { path: '/guides', list: '[role="tablist"]' },
])
  test(`${path}: the tab held before hydration is the one clicked after it, still in the page and focused`, async ({
    page,
    consoleErrors,
  }) => {
    const release = await openWithScriptsHeld(page, path);
    const tabs = page.locator(list).first().getByRole('tab');
    await tabs.nth(1).waitFor();
    const before = (await tabs.nth(1).elementHandle())!;
    const last = (await tabs.last().elementHandle())!;
    release();
    await started(page);
    await before.click();
    expect(
      await before.evaluate(
        (el) =>
          el.isConnected &&
          document.activeElement === el &&
          el.getAttribute('aria-selected') === 'true' &&
          el.tabIndex === 0,
      ),
    ).toBe(true);
    await page.keyboard.press('End');
    expect(await last.evaluate((el) => el.isConnected && document.activeElement === el)).toBe(true);
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    expect(consoleErrors).toEqual([]);
  });
