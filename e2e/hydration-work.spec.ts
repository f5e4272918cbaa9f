import { expect, test, waitForHydration } from './fixtures';

/**
 * The first Intl formatter a page builds loads the locale's data: about 25 ms on a laptop and
 * 100 ms or more on a phone, inside the hydration task. The counts client components show while
 * they hydrate (the guides found, a field's characters) are grouped without one
 * (lib/i18n/format.ts), so no page builds a formatter before the visitor does something.
 */
for (const path of ['/', '/guides', '/contact', '/ar/contact', '/complain', '/ar/plans']) {
  test(`${path}: no Intl number or date formatter is built while the page loads and hydrates`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { formatters: string[] };
      w.formatters = [];
      for (const kind of ['NumberFormat', 'DateTimeFormat'] as const) {
        const Real = Intl[kind];
        (Intl as Record<string, unknown>)[kind] = new Proxy(Real, {
          construct(target, args: [string?, object?]) {
            w.formatters.push(`${kind}(${JSON.stringify(args)})`);
            return Reflect.construct(target, args) as object;
          },
        });
      }
    });
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { formatters: string[] }).formatters),
    ).toEqual([]);
  });
}
