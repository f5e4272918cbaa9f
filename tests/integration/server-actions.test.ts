/**
 * The guard in front of every Server Action (issue 50 §3), on the production server: the
 * complaint's action refuses a foreign, `null` or missing Origin and a cross-site fetch with 403,
 * a body over its form's cap (and over Next's own 1 MB) with 413, a call that is no form post of
 * a known action with 400; never 500, with the site's full header set, a page in the page's
 * language for a browser's post, and no stack in the server's log. The form still works
 * without JavaScript, a long Arabic letter's round trip included, and with it.
 */
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HEADER_SET, startServer, type RunningServer } from '../support/server';
import { actionFields, multipart, rawPost, type Answer } from '../support/action-posts';

let server: RunningServer;
let origin: string;
beforeAll(async () => {
  server = await startServer();
  origin = `http://127.0.0.1:${server.port}`;
}, 120_000);
afterAll(() => server?.stop());

const manifest = JSON.parse(
  fs.readFileSync('.next/server/server-reference-manifest.json', 'utf8'),
) as { node: Record<string, { exportedName?: string }> };
const ACTION_ID = Object.entries(manifest.node).find(
  ([, a]) => a.exportedName === 'writeComplaint',
)![0];
const PAGE = '/complain?problem=disputed-bill';
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const facts = (locale: 'en' | 'ar', long = false): [string, string][] => [
  ['locale', locale],
  ['problem', 'disputed-bill'],
  ['name', long ? 'ع'.repeat(100) : 'Aisha'],
  ['account', long ? '٥'.repeat(60) : '0501234567'],
  ['operator', 'du'],
  ['date', day(-10)],
  ['amount', '120'],
  ['description', long ? 'فاتورة خاطئة '.repeat(200).slice(0, 1500) : 'I was billed twice.'],
  ['request', long ? 'أطلب الاسترداد '.repeat(40).slice(0, 500) : ''],
  ['replyBy', day(14)],
  ['letterLocale', locale],
];

/** The form as the page renders it: its action's hidden fields, then `fields`. */
async function formPost(path: string, fields: [string, string][], html?: string) {
  const page = html === undefined ? await (await fetch(`${origin}${path}`)).text() : html;
  return multipart([...actionFields(page), ...fields]);
}
const browser = (type: string, extra: Record<string, string> = {}) => ({
  'Content-Type': type,
  Origin: origin,
  'Sec-Fetch-Site': 'same-origin',
  Accept: 'text/html',
  ...extra,
});

const withoutOrigin = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'Origin'));

const expectRefused = (res: Answer, status: number, what: string) => {
  expect(res.status, what).toBe(status);
  for (const name of HEADER_SET) expect(res.headers[name], `${what}: ${name}`).toBeDefined();
};
let logFrom = 0;
beforeEach(() => {
  logFrom = server.log().length;
});
/** What the server logged during this test: no stack, no error. */
const expectCleanLog = () => {
  const log = server.log().slice(logFrom);
  expect(log).not.toMatch(/\n\s+at /); // a stack frame
  expect(log).not.toMatch(/Error|⨯|Invalid Server Actions/);
};

describe('the guard in front of the Server Actions', () => {
  it('answers 403 to a foreign, null or missing Origin and to a cross-site fetch, with the words of the refusal page', async () => {
    const { body, type } = await formPost(PAGE, facts('en'));
    for (const [what, headers] of [
      ['a foreign Origin', browser(type, { Origin: 'https://evil.example' })],
      ['Origin: null', browser(type, { Origin: 'null' })],
      ['no Origin', withoutOrigin(browser(type))],
      ['Sec-Fetch-Site: cross-site', browser(type, { 'Sec-Fetch-Site': 'cross-site' })],
    ] as const) {
      const res = await rawPost(server.port, PAGE, headers, body);
      expectRefused(res, 403, what);
      expect(res.headers['content-type'], what).toMatch(/^text\/html/);
      expect(res.text, what).toContain('This form can only be sent from a page of this site');
      expect(res.text, what).toContain('<html lang="en" dir="ltr">');
    }
    const ar = await formPost(`/ar${PAGE}`, facts('ar'));
    const res = await rawPost(
      server.port,
      `/ar${PAGE}`,
      browser(ar.type, { Origin: 'https://evil.example' }),
      ar.body,
    );
    expectRefused(res, 403, 'Arabic');
    expect(res.text).toContain('<html lang="ar" dir="rtl">');
    expect(res.text).toContain('لا يمكن إرسال هذا النموذج إلا من صفحة على هذا الموقع');
    expectCleanLog();
  });

  it('reads and drops the rest of a refused body after answering, so the client sees the 413 and no reset', async () => {
    const { type } = await formPost(PAGE, facts('en'));
    const socket = net.connect(server.port, '127.0.0.1');
    const errors: string[] = [];
    socket.on('error', (e: NodeJS.ErrnoException) => errors.push(e.code ?? e.message));
    let received = '';
    const answered = new Promise<void>((resolve) =>
      socket.on('data', (c: Buffer) => {
        received += c.toString('latin1');
        if (received.includes('\r\n\r\n')) resolve();
      }),
    );
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    const head = Object.entries(browser(type, { 'Transfer-Encoding': 'chunked' }))
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    socket.write(`POST ${PAGE} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n${head}\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 120);
    const send = (c: Buffer) =>
      new Promise<void>((resolve) =>
        socket.write(
          Buffer.concat([Buffer.from(`${c.length.toString(16)}\r\n`), c, Buffer.from('\r\n')]),
          () => resolve(),
        ),
      );
    // Past the form's cap: refused once the guard has read more than the cap, while the body goes on.
    for (let i = 0; i < 4; i++) await send(chunk);
    await answered;
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    // The client goes on sending, as a browser does: a server that closed at once resets it.
    for (let i = 0; i < 24; i++) if (!socket.destroyed) await send(chunk);
    if (!socket.destroyed) socket.end('0\r\n\r\n');
    await closed;
    expect(errors).toEqual([]);
    expectCleanLog();
  });

  it("answers 413 to a body over the form's cap, declared or not, and over Next's own 1 MB", async () => {
    const big = 'x'.repeat(200_000);
    const { body, type } = await formPost(PAGE, [...facts('en'), ['description', big]]);
    const declared = await rawPost(
      server.port,
      PAGE,
      browser(type, { 'Content-Length': String(body.length) }),
      body,
    );
    expectRefused(declared, 413, 'declared length');
    expect(declared.text).toContain('Your form was too long to send');
    const chunked = await rawPost(server.port, PAGE, browser(type), body);
    expectRefused(chunked, 413, 'chunked');
    const huge = await formPost(PAGE, [...facts('en'), ['description', 'x'.repeat(2_000_000)]]);
    const overNext = await rawPost(
      server.port,
      PAGE,
      browser(huge.type, { 'Next-Action': ACTION_ID }),
      huge.body,
    );
    expectRefused(overNext, 413, 'over 1 MB');
    expect(overNext.text).toBe('That message is too large to send.\n');
    expectCleanLog();
  });

  it('answers 400 to a call that is no form post of a known action', async () => {
    const unknown = await multipart([['$ACTION_ID_00ab12cd34ef', ''], ...facts('en')]);
    const broken = await multipart([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', '{"id":'],
    ]);
    const urlencoded = new URLSearchParams(facts('en')).toString();
    for (const [what, headers, body] of [
      [
        'text/plain ["$K1"]',
        browser('text/plain;charset=UTF-8', { 'Next-Action': ACTION_ID }),
        '["$K1"]',
      ],
      [
        'an unknown action id',
        browser(unknown.type, { 'Next-Action': '7f00000000000000000000000000000000000000aa' }),
        unknown.body,
      ],
      ['an unknown action in a form post', browser(unknown.type), unknown.body],
      ['an unreadable action reference', browser(broken.type), broken.body],
      ['a URL-encoded post', browser('application/x-www-form-urlencoded'), urlencoded],
    ] as const) {
      const res = await rawPost(server.port, PAGE, headers, body);
      expectRefused(res, 400, what);
    }
    expectCleanLog();
  });

  it('an action given no form data answers with a refusal, not an exception', async () => {
    const { body, type } = await multipart([
      ['0', '["$K1"]'],
      ['_1_name', 'x'],
    ]);
    const res = await rawPost(server.port, PAGE, browser(type, { 'Next-Action': ACTION_ID }), body);
    expect(res.status).toBe(200);
    expect(res.text).toContain('The form could not be read.');
    expectCleanLog();
  });
});

describe('the complaint form through the guard', () => {
  it('writes the letter from a post without JavaScript, a long Arabic one sent twice', async () => {
    const en = await formPost(PAGE, facts('en'));
    const first = await rawPost(server.port, PAGE, browser(en.type), en.body);
    expect(first.status).toBe(200);
    expect(first.text).toContain('data-testid="complaint-letter"');

    const ar = await formPost(`/ar${PAGE}`, facts('ar', true));
    const long = await rawPost(server.port, `/ar${PAGE}`, browser(ar.type), ar.body);
    expect(long.status).toBe(200);
    expect(long.text).toContain('data-testid="complaint-letter"');
    // Sent again from the answer: the form now carries the letter's state as well.
    const again = await formPost(`/ar${PAGE}`, facts('ar', true), long.text);
    const second = await rawPost(server.port, `/ar${PAGE}`, browser(again.type), again.body);
    expect(second.status).toBe(200);
    expect(second.text).toContain('data-testid="complaint-letter"');
    expectCleanLog();
  });

  it('answers a script call of the action (JavaScript on) as Next does', async () => {
    // As React encodes it: the form's fields under their part's prefix, the arguments last.
    const { body, type } = await multipart([
      ...facts('en').map(([k, v]): [string, string] => [`_1_${k}`, v]),
      ['0', '[{"values":{},"errors":{},"letter":null},"$K1"]'],
    ]);
    const res = await rawPost(
      server.port,
      PAGE,
      browser(type, { 'Next-Action': ACTION_ID, Accept: 'text/x-component' }),
      body,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/x-component/);
    expect(res.text).toContain('"letter":{');
    expectCleanLog();
  });
});

describe('the four forms on the one pipeline, through the guard', () => {
  const contact = (locale: 'en' | 'ar', phone = ''): [string, string][] => [
    ['locale', locale],
    ['name', locale === 'ar' ? 'عائشة' : 'Aisha'],
    ['email', 'aisha@example.com'],
    ['phone', phone],
    ['subject', 'general'],
    ['message', 'I would like advice on home internet for a two-bedroom flat in Dubai Marina.'],
    ['consent', 'on'],
  ];

  it('without JavaScript, a refused post is the page again in its language, errors beside the fields and the text kept; a taken one a 303 to the thank-you page', async () => {
    const bad = await formPost('/ar/contact', contact('ar', 'اتصل بي'));
    const refused = await rawPost(server.port, '/ar/contact', browser(bad.type), bad.body);
    expect(refused.status).toBe(200);
    expect(refused.text).toContain('lang="ar"');
    expect(refused.text).toMatch(
      /aria-invalid="true"[^>]*name="phone"|name="phone"[^>]*aria-invalid="true"/,
    );
    expect(refused.text).toContain('value="اتصل بي"');
    expect(refused.text).toContain('value="عائشة"');
    const good = await formPost('/contact', contact('en'));
    const taken = await rawPost(server.port, '/contact', browser(good.type), good.body);
    expect(taken.status).toBe(303);
    expect(taken.headers.location).toBe('/contact/thank-you');
    expectCleanLog();
  });

  it('guards the pages of the sign-up, plan advice and price report as the complaint page', async () => {
    // A catalogue plan (content/plans: its price-report form is on its page).
    for (const page of ['/', '/ar', '/plans', '/plans/catalogue/control-plan-80-national']) {
      const { body, type } = await formPost(page, [['email', 'guard@example.com']]);
      const res = await rawPost(server.port, page, withoutOrigin(browser(type)), body);
      expectRefused(res, 403, page);
      // The form's action is on its page: its hidden fields name a known action.
      expect(
        actionFields(await (await fetch(`${origin}${page}`)).text()).length,
        page,
      ).toBeGreaterThan(0);
    }
    expectCleanLog();
  });
});
