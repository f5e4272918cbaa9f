import net from 'node:net';
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
 * What the server keeps of a visit, on its own `node server.mjs` (one for this file's tests, run
 * one after the other), everything it writes captured:
 * - The cookie policy promises that the server stores and logs none of a request's query string
 *   (the comparison lives in the URL): requests of every kind with a marker in the query string
 *   (pages, the comparison, a 404, a 405, a path that is not valid UTF-8, form posts refused and
 *   accepted, a request Node cannot parse); the marker never reaches the server's output.
 * - "Nothing the visitor types is stored, logged, or put in a URL" (issue 31): letters written
 *   with and without JavaScript and downloaded, with a marker in every field; the marker never
 *   reaches the server's output, its database or a URL.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 7;
const base = `http://127.0.0.1:${PORT}`;
const MARK = 'qsmark7c1e';
const LETTER_MARK = 'cmplmark5d2';
const en = complainCopy('en');

test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startOwnServer>>;

test.beforeAll(async () => {
  server = await startOwnServer(PORT, 'cs-logs-');
});

test.afterAll(() => server?.stop());

/** A request Node's HTTP parser rejects: the server answers 400 from its clientError handler. */
function malformed(): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, '127.0.0.1', () =>
      socket.write(`GET /?${MARK}=bad HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (d) => (answer += d));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

test('no query string reaches the server output, whatever the request', async ({ request }) => {
  test.setTimeout(90_000);
  const q = `${MARK}=1&note=${MARK}`;
  const statuses: Record<string, number> = {};
  const get = async (p: string) =>
    (statuses[p] = (await request.get(`${base}${p}`, { maxRedirects: 0 })).status());

  await get(`/?${q}`);
  await get(`/plans/compare?o=~${MARK}.1f.1.c&m=3&${q}`);
  await get(`/plans/catalogue?${q}`);
  await get(`/guides?search=${MARK}&${q}`);
  await get(`/no-such-page?${q}`);
  await get(`/%E0%A4%A?${q}`);
  await get(`/api/optional-scripts?${q}`);
  statuses.delete = (await request.delete(`${base}/about?${q}`)).status();
  statuses.contact = (
    await request.post(`${base}/contact?${q}`, {
      form: { name: MARK },
      headers: { origin: base },
    })
  ).status();
  statuses.newsletter = (
    await request.post(`${base}/?${q}`, {
      form: { email: `${MARK}@example.com` },
      headers: { origin: 'https://elsewhere.example' },
    })
  ).status();
  const bad = await malformed();

  expect(statuses[`/?${q}`]).toBe(200);
  expect(statuses[`/plans/compare?o=~${MARK}.1f.1.c&m=3&${q}`]).toBe(200);
  expect(statuses[`/no-such-page?${q}`]).toBe(404);
  expect(statuses.delete).toBe(405);
  expect(bad).toMatch(/^HTTP\/1\.1 400/);

  // Let anything written asynchronously (error reports, the outbox worker) arrive.
  await new Promise((r) => setTimeout(r, 1500));
  expect(server.output()).toMatch(/ready on/);
  expect(server.output()).not.toContain(MARK);
});

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
      name: `${LETTER_MARK} name`,
      account: `${LETTER_MARK}acct`,
      operator: 'du',
      date: '2026-02-02',
      description: `${LETTER_MARK} description`,
      request: `${LETTER_MARK} request`,
      replyBy: dayFromToday(9),
      letterLocale: 'en',
      amount: '42',
    });
    await expect(page.getByTestId('complaint-letter')).toContainText(`${LETTER_MARK} description`);
    expect(await downloadText(page, en.actions.download)).toContain(`${LETTER_MARK} request`);
    expect(await context.cookies()).toEqual([]);
    await context.close();

    // Let anything written asynchronously arrive.
    await new Promise((r) => setTimeout(r, 1000));
    expect(urls.filter((u) => u.includes(LETTER_MARK))).toEqual([]);
    expect(server.output()).toMatch(/ready on/);
    expect(server.output()).not.toContain(LETTER_MARK);
    expect(everyStoredText(server.dbFile)).not.toContain(LETTER_MARK);
  });
