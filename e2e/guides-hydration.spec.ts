import { expect, expectTabListsHydrateUnchanged, test, waitForHydration } from './fixtures';
import { openWithScriptsHeld } from './scripts';

/**
 * /guides is prerendered with the unfiltered library; its script must adopt that HTML (hydrate
 * it), not throw it away and draw the library again in the browser, which is what happens when
 * the address's query is read above the library while the page hydrates (a client-rendered
 * Suspense boundary): a long task at load, for the same pixels.
 */
test('the script hydrates the library’s server HTML, even with a query, instead of drawing it again', async ({
  page,
}) => {
  // The search form the HTML parser made, kept aside: React either adopts it or replaces it.
  await page.addInitScript(() => {
    const w = window as unknown as { firstForm?: Element };
    new MutationObserver((_, observer) => {
      w.firstForm = document.querySelector('form[role="search"]') ?? undefined;
      if (w.firstForm) observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/guides?category=beginners');
  await waitForHydration(page);
  const beginners = page
    .getByRole('tablist', { name: 'Guide categories' })
    .getByRole('tab', { name: 'Beginners', exact: true });
  await expect(beginners).toHaveAttribute('aria-selected', 'true');
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { firstForm?: Element }).firstForm ===
        document.querySelector('form[role="search"]'),
    ),
  ).toBe(true);
});

test('the category tabs hydrate as the server drew them, answer clicks and the arrow keys, and a tab pressed and held is chosen on release, staying the element that was pressed', async ({
  page,
}) => {
  await expectTabListsHydrateUnchanged(page, '/guides');
  // A click follows its link (the address and the results follow) and keeps the focus; the arrow
  // keys move to the next tab and follow it.
  const tabs = page.getByRole('tablist', { name: 'Guide categories' });
  await tabs.getByRole('tab', { name: 'Beginners', exact: true }).click();
  await expect(page).toHaveURL(/category=beginners/);
  await expect(tabs.getByRole('tab', { name: 'Beginners', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const comparisons = tabs.getByRole('tab', { name: 'Comparisons', exact: true });
  await expect(comparisons).toBeFocused();
  await expect(comparisons).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/category=comparisons/);
  await expect(page.getByRole('tabpanel')).toBeVisible();

  // A tab pressed and held is chosen on release, and stays the element that was pressed.
  await tabs.getByRole('tab', { name: 'Technical', exact: true }).click();
  await expect(page).toHaveURL(/category=technical/);
  const beginners = tabs.getByRole('tab', { name: 'Beginners', exact: true });
  const pressed = await beginners.elementHandle();
  const box = (await beginners.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await page.mouse.up();
  await expect(page).toHaveURL(/category=beginners/);
  await expect(beginners).toHaveAttribute('aria-selected', 'true');
  await expect(beginners).toBeFocused();
  expect(await pressed!.evaluate((el) => el.isConnected && document.activeElement === el)).toBe(
    true,
  );
});

test('a tab keeps its element from the first paint to the last click, and its focus', async ({
  page,
}) => {
  const release = await openWithScriptsHeld(page, '/guides');
  const tabs = page.getByRole('tablist', { name: 'Guide categories' });
  // The painted tab, marked before any script runs: a widget swapped in would not carry the mark.
  await tabs.getByRole('tab', { name: 'Technical', exact: true }).evaluate((el) => {
    el.dataset.painted = 'yes';
  });
  release();
  await waitForHydration(page);
  const technical = tabs.getByRole('tab', { name: 'Technical', exact: true });
  await technical.click();
  await expect(page).toHaveURL(/category=technical/);
  await expect(technical).toHaveAttribute('aria-selected', 'true');
  await expect(technical).toHaveAttribute('data-painted', 'yes');
  await expect(technical).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/category=money/);
  await expect(technical).toHaveAttribute('data-painted', 'yes');
});
