import { expect, test, waitForHydration } from './fixtures';
import { cataloguePlanPath, guidePath, pageRoutes } from '../lib/navigation/routes';
import { CATALOGUE_SLUGS, GUIDE_SLUGS, NEWSLETTER_ISSUES } from './routes';

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

/**
 * A synchronous render right after hydration (a closed Headless UI dialog checking that hydration
 * is over, a store whose server snapshot differs from the browser's) runs inside the hydration
 * commit, in the same block of script, with no break for the browser: on a phone the page's
 * longest task. React tells a DevTools hook (stood in here) of every commit; a commit made before
 * the previous one's script has even returned (no microtask ran between them) is such a render.
 */
// Every page of the route table, one page of each collection, and the Arabic contact page.
const SYNC_PATHS = [
  ...pageRoutes.map((r) => r.path),
  guidePath(GUIDE_SLUGS[0]),
  cataloguePlanPath(CATALOGUE_SLUGS[0]),
  `/newsletter/${NEWSLETTER_ISSUES[0]}`,
  '/ar/contact',
];
for (const path of SYNC_PATHS) {
  test(`${path}: nothing renders synchronously inside the hydration`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as {
        commits: string[];
        __REACT_DEVTOOLS_GLOBAL_HOOK__: object;
      };
      w.commits = [];
      let inCommitStack = false;
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberRoot: () => {
          w.commits.push(inCommitStack ? 'inside the previous commit' : 'on its own');
          inCommitStack = true;
          queueMicrotask(() => (inCommitStack = false));
        },
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        checkDCE: () => {},
      };
    });
    await page.goto(path);
    await waitForHydration(page);
    const commits = () => page.evaluate(() => (window as unknown as { commits: string[] }).commits);
    // The hook saw the hydration (so a hook React ignored cannot pass), and no nested commit.
    await expect.poll(async () => (await commits()).length).toBeGreaterThan(0);
    expect(await commits()).not.toContain('inside the previous commit');
  });
}
