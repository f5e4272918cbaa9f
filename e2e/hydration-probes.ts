import type { Page } from '@playwright/test';

/**
 * The first Intl formatter a page builds loads the locale's data: about 25 ms on a laptop and
 * 100 ms or more on a phone, inside the hydration task. The counts client components show while
 * they hydrate (the guides found, a field's characters) are grouped without one
 * (lib/i18n/format.ts), so no page builds a formatter before the visitor does something.
 * Installed before the page's first byte, on every page or only on `paths`; the returned function
 * reads the formatters built.
 */
export async function watchIntlFormatters(page: Page, paths: readonly string[] | null = null) {
  await page.addInitScript((paths) => {
    if (paths && !paths.includes(location.pathname + location.search)) return;
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
  }, paths);
  return () => page.evaluate(() => (window as unknown as { formatters: string[] }).formatters);
}

/**
 * A synchronous render right after hydration (a closed Headless UI dialog checking that hydration
 * is over, a store whose server snapshot differs from the browser's) runs inside the hydration
 * commit, in the same block of script, with no break for the browser: on a phone the page's
 * longest task. React tells a DevTools hook (stood in here) of every commit; a commit made before
 * the previous one's script has even returned (no microtask ran between them) is such a render.
 * Installed before the page's first byte, on every page or only on `paths`; the returned function
 * reads the commits seen.
 */
export async function watchCommits(page: Page, paths: readonly string[] | null = null) {
  await page.addInitScript((paths) => {
    if (paths && !paths.includes(location.pathname + location.search)) return;
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
  }, paths);
  return () => page.evaluate(() => (window as unknown as { commits: string[] }).commits);
}
