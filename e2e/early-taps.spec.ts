import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openWithScriptsHeld } from './scripts';

/**
 * A page paints before its scripts run (lib/server/static/paint-first.mjs). A button tapped in
 * that time is not lost: the loader taps it again once React listens, once; a button with a
 * native action of its own (the phone menu's popover) is left to the browser; text typed in a box
 * the scripts control (the guide search) is kept. The page's chunks
 * are held here until the taps are made, as a slow link would hold them.
 */

/** Next's app router has mounted: the page's scripts have run and React listens. */
const started = (page: Page) => expect(page.locator('next-route-announcer')).toHaveCount(1);
const noScriptYet = (page: Page) => expect(page.locator('next-route-announcer')).toHaveCount(0);

test('a disclosure tapped before the scripts run does what it was tapped for, once', async ({
  page,
  consoleErrors,
}) => {
  const release = await openWithScriptsHeld(page, '/guides?category=technical');
  const guide = page
    .locator('section[aria-labelledby="all-guides-heading"] h3')
    .getByRole('button', { name: /^Understanding 5G in the UAE/ });
  await guide.click();
  await noScriptYet(page);
  await expect(guide).toHaveAttribute('aria-expanded', 'false');
  release();
  await started(page);
  // Tapped once, opened once (a second tap would have closed it again).
  await expect(guide).toHaveAttribute('aria-expanded', 'true');
  expect(consoleErrors).toEqual([]);
});

test('a tab tapped before the scripts run is a link the browser follows', async ({ page }) => {
  const release = await openWithScriptsHeld(page, '/guides');
  const technical = page
    .getByRole('tablist', { name: 'Guide categories' })
    .getByRole('tab', { name: 'Technical', exact: true });
  await technical.click();
  await expect(page).toHaveURL(/\/guides\?category=technical$/);
  await expect(technical).toHaveAttribute('aria-selected', 'true');
  release();
});

test('at 375 px the menu tapped before the scripts run opens and stays open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await openWithScriptsHeld(page, '/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await noScriptYet(page);
  const open = () => page.evaluate(() => document.querySelector(':popover-open') !== null);
  expect(await open()).toBe(true);
  release();
  await started(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(await open()).toBe(true);
});

test('text typed in the guide search before the scripts run is kept and searched for', async ({
  page,
  consoleErrors,
}) => {
  const release = await openWithScriptsHeld(page, '/guides');
  const box = page.getByRole('searchbox', { name: 'Search the guides' });
  await box.fill('roaming');
  await noScriptYet(page);
  release();
  await started(page);
  await expect(page).toHaveURL(/\/guides\?q=roaming$/);
  await expect(box).toHaveValue('roaming');
  await expect(page.getByTestId('results-status')).not.toHaveText('10 guides match');
  await expect(box).toHaveValue('roaming');
  // One history step, as a search typed later would be.
  await page.goBack();
  await expect(page).toHaveURL(/\/guides$/);
  await expect(box).toHaveValue('');
  expect(consoleErrors).toEqual([]);
});

test('a tab focused before the scripts run answers the arrow keys once they do', async ({
  page,
}) => {
  const release = await openWithScriptsHeld(page, '/guides');
  const tabs = page.getByRole('tablist', { name: 'Guide categories' }).getByRole('tab');
  await tabs.first().focus();
  await noScriptYet(page);
  release();
  await started(page);
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/guides\?category=/);
});
