import type { Page } from '@playwright/test';

/** Records the text of every script the page fetches, to tell which code a visitor downloaded. */
export function recordScripts(page: Page) {
  const bodies: string[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') bodies.push(await res.text().catch(() => ''));
  });
  return {
    /** Whether any script fetched so far (after the network settles) contains `marker`. */
    async fetched(marker: string) {
      await page.waitForLoadState('networkidle');
      return bodies.some((b) => b.includes(marker));
    },
  };
}

/** Holds back, by `ms`, any script whose text contains `marker`. */
export async function delayScripts(page: Page, marker: string, ms: number) {
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) await new Promise((r) => setTimeout(r, ms));
    await route.fulfill({ response, body });
  });
}

/**
 * Opens `path` with every start-up chunk held until the returned function is called, as a slow
 * link would hold them: the painted page before its scripts run.
 */
export async function openWithScriptsHeld(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}
