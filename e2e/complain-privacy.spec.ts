import { expect, test } from '@playwright/test';
import { startOwnServer } from './own-server';
import {
  complainCopy,
  dayFromToday,
  downloadText,
  everyStoredText,
  submitComplaint,
} from './complain-helpers';

/**
 * "Nothing the visitor types is stored, logged, or put in a URL" (issue 31): its own
 * `node server.mjs`, everything it writes captured, letters written with and without JavaScript
 * and downloaded, with a marker in every field; the marker never reaches the server's output,
 * its database or a URL.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 9;
const base = `http://127.0.0.1:${PORT}`;
const MARK = 'cmplmark5d2';
const en = complainCopy('en');

// One server for both tests: they run one after the other, in one worker.
test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startOwnServer>>;

test.beforeAll(async () => {
  server = await startOwnServer(PORT, 'cs-complain-');
});

test.afterAll(() => server?.stop());

for (const javaScriptEnabled of [true, false])
  test(`a letter ${javaScriptEnabled ? 'with' : 'without'} JavaScript leaves nothing behind`, async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.goto(`${base}/complain?problem=data-beyond-bundle`);
    if (javaScriptEnabled)
      await expect(page.locator('form[data-testid="complaint-form"]')).toBeVisible();
    await submitComplaint(page, en, {
      name: `${MARK} name`,
      account: `${MARK}acct`,
      operator: 'du',
      date: '2026-02-02',
      description: `${MARK} description`,
      request: `${MARK} request`,
      replyBy: dayFromToday(9),
      letterLocale: 'en',
      amount: '42',
    });
    await expect(page.getByTestId('complaint-letter')).toContainText(`${MARK} description`);
    expect(await downloadText(page, en.actions.download)).toContain(`${MARK} request`);
    expect(await context.cookies()).toEqual([]);
    await context.close();

    // Let anything written asynchronously arrive.
    await new Promise((r) => setTimeout(r, 1000));
    expect(urls.filter((u) => u.includes(MARK))).toEqual([]);
    expect(server.output()).toMatch(/ready on/);
    expect(server.output()).not.toContain(MARK);
    expect(everyStoredText(server.dbFile)).not.toContain(MARK);
  });
