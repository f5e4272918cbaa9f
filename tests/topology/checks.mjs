// The topology test's checks of nginx itself: static files, the limits' 429, X-Forwarded-For,
// and that every answer ends through it (./answer-matrix.mjs).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildPolicy } from '../../lib/server/csp.mjs';
import { securityHeaders } from '../../lib/server/security-headers.mjs';
import { matrixCases, matrixPaths, runMatrix, sender } from './answer-matrix.mjs';
import { pageFormPost, pageFormRequest, taken, visitor } from './client.mjs';

/** The site's words for a refused sign-up (content/forms/messages.json server.rateLimited). */
const RATE_WORDS = 'Too many attempts from your connection';
import { root, sleep } from './stack.mjs';

/** The site's header set, as the instances send it over https. */
const SITE_HEADERS = [
  ...securityHeaders,
  { key: 'Content-Security-Policy', value: buildPolicy({ https: true }) },
];
const missingHeaders = (headers) =>
  SITE_HEADERS.filter((h) => headers[h.key.toLowerCase()] !== h.value).map((h) => h.key);

/**
 * The whole answer matrix (./answer-matrix.mjs: every route, both languages, GET and HEAD, four
 * Accepts) through nginx, each answer to end within 2 s with its status and the site's headers.
 * Each instance renders every path once first, straight (the first render of a page compiles it);
 * the matrix's requests come from 16 addresses, under nginx's per-address limit.
 */
export async function checkAnswerMatrix(at, instancePorts) {
  const paths = matrixPaths(root);
  for (const port of instancePorts) {
    const straight = sender({ port });
    const warm = paths.map((p) => ({ ...p, method: 'GET', client: 'none' }));
    await runMatrix({ cases: warm, send: straight.send, headerSet: [], timeoutMs: 20_000 });
    straight.close();
  }
  const started = Date.now();
  const addresses = Array.from({ length: 16 }, (_, i) => `127.0.8.${i + 1}`);
  const through = sender({ port: at.port, ca: at.ca, addresses, host: `localhost:${at.port}` });
  const { problems, checked, slowest } = await runMatrix({
    cases: matrixCases(paths),
    send: through.send,
    headerSet: SITE_HEADERS.map((h) => h.key.toLowerCase()),
    concurrency: 8,
    timeoutMs: 2_000,
  });
  through.close();
  console.log(
    `[topology] answer matrix through nginx: ${checked} answers in ${((Date.now() - started) / 1000).toFixed(1)} s, ${problems.length} wrong; slowest ${slowest.ms} ms (${slowest.what})`,
  );
  const shown = problems.slice(0, 30).map((p) => `answer matrix: ${p}`);
  if (problems.length > shown.length)
    shown.push(`answer matrix: ${problems.length - shown.length} more`);
  return shown;
}

/** A build file is served by nginx from disk (its ETag is nginx's), cached as immutable. */
export async function checkStatic(v) {
  const problems = [];
  const dir = path.join(root, '.next/static/chunks');
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.js'));
  const stat = fs.statSync(path.join(dir, file));
  const r = await v.request('GET', `/_next/static/chunks/${file}`);
  v.close();
  // nginx's ETag: "<mtime in seconds, hex>-<size, hex>"; Next's static handler sends W/"…".
  const etag = `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`;
  if (r.status !== 200) problems.push(`static file: ${r.status || r.error}`);
  if (r.headers.etag !== etag)
    problems.push(`static file not served by nginx (ETag ${r.headers.etag}, nginx's ${etag})`);
  if (r.headers['cache-control'] !== 'public, max-age=31536000, immutable')
    problems.push(`static file cached as "${r.headers['cache-control']}"`);
  const missing = missingHeaders(r.headers);
  if (missing.length) problems.push(`static file lacks the site's ${missing.join(', ')}`);
  return problems;
}

/** A burst from one address meets nginx's limit_conn/limit_req: 429 with the site's headers. */
export async function checkLimits(at) {
  const problems = [];
  const v = visitor('127.0.3.1', at);
  const answers = await Promise.all(Array.from({ length: 80 }, () => v.request('GET', '/healthz')));
  v.close();
  const limited = answers.filter((a) => a.status === 429);
  const other = answers.filter((a) => a.status !== 429 && a.status !== 200);
  console.log(
    `[topology] burst of 80 from one address: ${answers.length - limited.length - other.length} answered, ${limited.length} refused with 429`,
  );
  if (!limited.length) problems.push('a burst of 80 requests from one address met no 429');
  if (other.length) problems.push(`burst: other statuses ${other.map((a) => a.status || a.error)}`);
  for (const a of limited.slice(0, 5)) {
    const missing = missingHeaders(a.headers);
    if (missing.length) problems.push(`nginx's 429 lacks the site's ${missing.join(', ')}`);
    if (a.headers['cache-control'] !== 'no-store') problems.push("nginx's 429 is cacheable");
    if (!a.headers['retry-after']) problems.push("nginx's 429 has no Retry-After");
    if (!/^Too many requests/.test(a.body)) problems.push(`429 body: ${a.body.slice(0, 80)}`);
  }
  return problems;
}

/**
 * The instances believe the address nginx saw, not one the client wrote: four visitors at four
 * addresses may each sign up (limit 3 per address), one visitor forging four different
 * X-Forwarded-For values is refused the fourth time.
 */
export async function checkForwardedFor(at, siteUrl) {
  const problems = [];
  const honest = [1, 2, 3, 4].map((n) => visitor(`127.0.4.${n}`, at));
  const forger = visitor('127.0.5.1', at);
  const token = async (v) =>
    JSON.parse(
      (await v.request('GET', '/api/form-token', { headers: { accept: 'application/json' } })).body,
    ).token;
  const honestTokens = await Promise.all(honest.map(token));
  const forgedTokens = await Promise.all([1, 2, 3, 4].map(() => token(forger)));
  await sleep(2100);
  // The home page's sign-up, posted to its Server Action as a browser without JavaScript does.
  const post = (v, email, started, extra = {}) =>
    pageFormPost(
      v,
      '/',
      { email, consent: 'on', started, website: '', locale: 'en' },
      { origin: siteUrl, ...extra },
    );
  // Taken (the thank-you page), refused by the site's rate limit (the page again, with its
  // words), or the status of anything else (nginx's own 429 among them).
  const outcome = (r) =>
    taken(r)
      ? 'taken'
      : r.status === 200 && r.body.includes(RATE_WORDS)
        ? 'limited'
        : String(r.status);
  const honestStatuses = [];
  for (const [i, v] of honest.entries())
    honestStatuses.push(outcome(await post(v, `honest${i}@example.com`, honestTokens[i])));
  const forged = [];
  for (const [i, t] of forgedTokens.entries())
    forged.push(
      await post(forger, `forger${i}@example.com`, t, {
        'x-forwarded-for': `203.0.113.${i + 1}`,
        forwarded: `for=198.51.100.${i + 1}`,
        'x-real-ip': `192.0.2.${i + 1}`,
      }),
    );
  for (const v of [...honest, forger]) v.close();
  const forgedStatuses = forged.map(outcome);
  console.log(
    `[topology] sign-ups: 4 visitors at 4 addresses ${honestStatuses.join(' ')}; one address forging X-Forwarded-For ${forgedStatuses.join(' ')} (limit 3 per address)`,
  );
  if (honestStatuses.some((s) => s !== 'taken'))
    problems.push(`visitors at distinct addresses were not told apart: ${honestStatuses}`);
  if (forgedStatuses.join() !== 'taken,taken,taken,limited')
    problems.push(
      forgedStatuses[3] === '429'
        ? "the forger's 429 came from nginx, not from the site's rate limit"
        : `a forged X-Forwarded-For was believed: ${forgedStatuses}`,
    );
  return problems;
}

/**
 * nginx retries on the other instance only what is safe to send twice: with an instance that
 * reads a request and then drops the connection, a GET it took is answered by the other
 * instance, a POST it took is answered 502 and never reaches the other (it might have been
 * stored). A second nginx with the shipped site file, in front of that instance and a real one.
 */
export async function checkRetries(stack, ports) {
  const problems = [];
  const taken = [];
  const hole = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.once('data', (c) => {
      taken.push(c.toString('latin1').split(' ', 1)[0]);
      socket.resetAndDestroy();
    });
  });
  await new Promise((r) => hole.listen(ports.instances[0], '127.0.0.1', r));
  try {
    await stack.nginxOn('nginx-retry', ports);
    const v = visitor('127.0.6.1', { port: ports.https, ca: stack.ca });
    /** Sends until the dropping instance takes one (round robin: within a few). */
    const viaHole = async (method, path, options) => {
      for (let i = 0; i < 6; i++) {
        const before = taken.length;
        const r = await v.request(method, path, options);
        if (taken.length > before) return r;
      }
      return null;
    };
    // The sign-up's page first (a GET, which nginx retries on the other instance), then its post.
    const home = await v.request('GET', '/', { headers: { accept: 'text/html' } });
    // That GET may have met the dropping instance, which nginx then skips for fail_timeout: wait
    // it out, or every post below goes to the other instance.
    await sleep(3500);
    const post = await viaHole(
      'POST',
      '/',
      await pageFormRequest(home.body, { email: 'retry@example.com', consent: 'on', website: '' }),
    );
    // nginx counts fail_timeout (2 s) in whole seconds: the dropping instance is tried again after 3 s.
    await sleep(3500);
    const got = await viaHole('GET', '/healthz');
    v.close();
    console.log(
      `[topology] an instance that drops requests: POST answered ${post?.status}, GET answered ${got?.status} (by the other instance); it took ${taken.join(', ')}`,
    );
    if (post?.status !== 502)
      problems.push(`a POST the failing instance took was answered ${post?.status} (resent?)`);
    if (got?.status !== 200)
      problems.push(`a GET the failing instance took was answered ${got?.status}, not retried`);
  } finally {
    hole.close();
  }
  return problems;
}
