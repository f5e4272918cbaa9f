// Every answer ends (issue 50): every route the build made (the route table's pages, the share
// images, the sitemap, robots, the feeds, the JSON files) and the answers rendered per request (the
// comparison and its GET forms' redirects, the library's query, the catalogue's filter, the
// language redirects), in both languages, as GET and HEAD, with the Accept of a browser, of a
// crawler, `*/*` and none. Each answer must end (its declared Content-Length, or the chunked end)
// within the time given, with the right status and the site's full header set. Run against
// server.mjs (tests/integration/answer-matrix.test.ts) and through nginx (./run.mjs).
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';

/** What each kind of client sends. */
export const ACCEPTS = {
  browser: {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    'accept-encoding': 'gzip, deflate, br, zstd',
  },
  crawler: {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'accept-encoding': 'gzip, deflate, br',
  },
  any: { accept: '*/*' },
  none: {},
};
export const METHODS = ['GET', 'HEAD'];

/** Paths (without the language) that do not answer 200, with what they answer. */
const NOT_200 = {
  '/404': 404, // no page of its own: the 404 page, as the status says
  '/500': 404,
  '/render-error-probe': 404, // only with RENDER_ERROR_PROBE=1
  '/guides/search': 308, // the library's query is rendered there; the address itself redirects
  '/plans/catalogue/filter': 308, // the filter form's GET answer: redirected to its address
};

/**
 * The matrix's paths with their status: every route of the build's prerender manifest and every
 * page or route handler of the app without a parameter (both languages), and the answers per
 * request this list names. `slug`: a catalogue plan's slug (for the comparison's links).
 */
export function matrixPaths(root) {
  const read = (f) => JSON.parse(fs.readFileSync(path.join(root, '.next', f), 'utf8'));
  const paths = new Map();
  const add = (p, status) => paths.set(p, status ?? NOT_200[p.replace(/^\/ar(?=\/|$)/, '')] ?? 200);
  for (const route of Object.keys(read('prerender-manifest.json').routes)) {
    if (/^\/_/.test(route)) continue; // Next's internal pages (kept private: 404)
    add(route.replace(/^\/en(?=\/|$)/, '') || '/');
  }
  for (const route of Object.values(read('app-path-routes-manifest.json'))) {
    if (route.startsWith('/api/') || route.startsWith('/_')) continue;
    const rest = route.replace(/^\/\[locale\]/, '');
    if (rest.includes('[')) continue; // its pages are in the prerender manifest (or the 404 below)
    if (rest === route) add(route);
    else for (const prefix of ['', '/ar']) add(`${prefix}${rest}` || '/');
  }
  const slug = Object.keys(read('prerender-manifest.json').routes)
    .map((r) => r.match(/^\/en\/plans\/catalogue\/([^/]+)$/)?.[1])
    .find(Boolean);
  for (const prefix of ['', '/ar']) {
    add(`${prefix}/no-such-page`, 404);
    add(`${prefix}/guides?q=roaming`, 200);
    add(`${prefix}/plans/compare?o=${slug}`, 200); // a shared link (server.mjs's render cache)
    add(`${prefix}/plans/compare?add=${slug}`, 307);
    add(`${prefix}/plans/compare?enter=1&name=Shop&monthly=50&vat=included`, 307);
    add(`${prefix}/plans/compare?enter=1&name=&monthly=abc`, 200); // the form's errors
    add(`${prefix}/plans/catalogue/filter?kind=mobile`, 308);
    add(`${prefix}/about/`, 308);
  }
  add('/en', 308);
  add('/en/about', 308);
  add('/favicon.ico', 200);
  add('/icon.svg', 200);
  add('/api/form-token', 200);
  add('/api/newsletter/unsubscribe', 405); // a POST-only address (RFC 8058 one-click)
  return [...paths].map(([p, status]) => ({ path: p, status }));
}

/** Every path × method × Accept. */
export const matrixCases = (paths) =>
  paths.flatMap(({ path: p, status }) =>
    METHODS.flatMap((method) =>
      Object.keys(ACCEPTS).map((client) => ({ path: p, status, method, client })),
    ),
  );

/**
 * A sender of one request, over http to `port`, or over https (`ca`) from each of `addresses`
 * in turn (nginx limits the requests of one address). Resolves with the answer as it came (its
 * bytes not decoded), or with `error` when it failed or did not end within `timeoutMs`.
 */
export function sender({ port, ca, addresses = [undefined], host = `127.0.0.1:${port}` }) {
  const lib = ca ? https : http;
  const agents = addresses.map(
    (localAddress) =>
      new lib.Agent({ keepAlive: true, maxSockets: 16, ca, localAddress, servername: 'localhost' }),
  );
  let turn = 0;
  const send = (method, p, headers, timeoutMs) =>
    new Promise((resolve) => {
      const start = Date.now();
      let bytes = 0;
      let answer;
      const done = (extra) => {
        clearTimeout(timer);
        resolve({ ...answer, bytes, ms: Date.now() - start, ...extra });
      };
      const req = lib.request(
        { host: '127.0.0.1', port, method, path: p, agent: agents[turn++ % agents.length] },
        (res) => {
          answer = { status: res.statusCode, headers: res.headers };
          res.on('data', (c) => (bytes += c.length));
          res.on('end', () => done({}));
          res.on('error', (e) => done({ error: e.message }));
        },
      );
      for (const [k, v] of Object.entries({ host, ...headers })) req.setHeader(k, v);
      const timer = setTimeout(() => {
        req.destroy();
        done({ error: `did not end within ${timeoutMs} ms` });
      }, timeoutMs);
      req.on('error', (e) => done({ error: e.message }));
      req.end();
    });
  return { send, close: () => agents.forEach((a) => a.destroy()) };
}

/** What is wrong with one answer (an empty list: nothing). */
function problemsOf(c, a, headerSet) {
  const name = `${c.method} ${c.path} (${c.client})`;
  const got = a.status
    ? `${a.status}, ${a.bytes} bytes of ${a.headers['content-length'] ?? '?'}`
    : 'no answer';
  if (a.error) return [`${name}: ${a.error} (${got})`];
  const problems = [];
  if (a.status !== c.status) problems.push(`${name}: ${a.status}, not ${c.status}`);
  const missing = headerSet.filter((h) => a.headers[h] === undefined);
  if (missing.length) problems.push(`${name}: without ${missing.join(', ')}`);
  const length = a.headers['content-length'];
  const chunked = /chunked/.test(a.headers['transfer-encoding'] ?? '');
  if (c.method === 'GET' && !chunked && length === undefined)
    problems.push(`${name}: neither Content-Length nor chunked (ended by closing)`);
  if (c.method === 'GET' && length !== undefined && Number(length) !== a.bytes)
    problems.push(`${name}: ${a.bytes} bytes of a declared ${length}`);
  return problems;
}

/**
 * Sends every case, `concurrency` at a time, each with `timeoutMs` to end. Resolves with the
 * problems found, how many answers were checked and the slowest.
 */
export async function runMatrix({ cases, send, headerSet, concurrency = 8, timeoutMs = 2_000 }) {
  const problems = [];
  let next = 0;
  let slowest = { ms: 0 };
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++];
      const a = await send(c.method, c.path, ACCEPTS[c.client], timeoutMs);
      if (a.ms > slowest.ms) slowest = { ms: a.ms, what: `${c.method} ${c.path} (${c.client})` };
      problems.push(...problemsOf(c, a, headerSet));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { problems, checked: cases.length, slowest };
}
