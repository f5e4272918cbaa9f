import { expect, test, waitForHydration } from './fixtures';

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
