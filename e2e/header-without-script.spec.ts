// The phone menu is a native popover: it opens, leads everywhere and closes where scripts never run.
import { expect, test } from './fixtures';

const NAV = ['Home', 'Plans', 'Guides', 'About', 'Contact'];

test.describe('header at 375 px without JavaScript', () => {
  test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

  test('the menu still opens, leads to every section, and closes on Escape', async ({ page }) => {
    await page.goto('/guides');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const label of NAV)
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
  });
});
