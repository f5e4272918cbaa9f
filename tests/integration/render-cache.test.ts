/**
 * lib/server/render-cache.mjs: what a shared comparison link's copy is kept for, how long, how many, and
 * what a copy is answered with (the same page, compressed once, with a policy of its own hashes).
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScripts, sha256Source } from '@/lib/server/csp.mjs';
import { createRenderCache } from '@/lib/server/render-cache.mjs';
import { listenOnLoopback, wireRequest } from '../support/raw-http';

let renders = 0;
let clock = 0;
const cache = createRenderCache({
  paths: ['/plans/compare'],
  policyOf: (html) => `script-src ${inlineScripts(html).map(sha256Source).join(' ')}`,
  transform: (html) => html.replace('<p>', '<p data-painted>'),
  maxEntries: 3,
  ttlMs: 1_000,
  now: () => clock,
});
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const [path, search = ''] = (req.url ?? '/').split('?');
    res.setHeader('Content-Security-Policy', "script-src 'nonce-abc'");
    const key = cache.keyOf(req, path, search);
    if (key && cache.serve(req, res, key)) return;
    if (key) cache.capture(req, res, key);
    renders++;
    const status = search.includes('missing') ? 404 : 200;
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      Vary: 'rsc',
      Link: '</font.woff2>; rel=preload; as="font"',
    });
    res.write(`<!doctype html><p>${search}</p>`);
    // A page of a comparison's size, for brotli's qualities to differ on.
    if (search.includes('big'))
      res.write(Array.from({ length: 9000 }, (_, i) => `<b>${(i * 7919) % 10007}</b>`).join(''));
    res.end(`<script nonce="abc">n=${renders}</script>`);
  });
  base = await listenOnLoopback(server);
});
afterAll(() => new Promise((r) => server.close(r)));

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, { headers: { 'accept-encoding': 'identity', ...headers } });

describe('the render cache', () => {
  it('renders a link once and answers it again from the copy, with a policy of its own hashes', async () => {
    const before = renders;
    const first = await (await get('/plans/compare?o=a&m=6')).text();
    expect(first).toContain('<p data-painted>o=a&m=6</p>'); // the page as transformed
    const again = await get('/plans/compare?o=a&m=6');
    expect(await again.text()).toBe(first);
    expect(renders - before).toBe(1);
    expect(again.headers.get('content-security-policy')).toBe(
      `script-src ${sha256Source(`n=${before + 1}`)}`,
    );
    expect(again.headers.get('vary')).toBe('rsc, Accept-Encoding');
    const gz = await wireRequest(`${base}/plans/compare?o=a&m=6`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(first);
  });

  it('sends the first answer to a link compressed as the browser accepts, as it sends the copy', async () => {
    const raw = (url: string) =>
      wireRequest(`${base}${url}`, { 'accept-encoding': 'gzip, deflate, br' });
    const before = renders;
    const first = await raw('/plans/compare?o=first');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('rsc, Accept-Encoding');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(zlib.brotliDecompressSync(first.body).toString()).toContain(
      '<p data-painted>o=first</p>',
    );
    const again = await raw('/plans/compare?o=first');
    expect(
      zlib.brotliDecompressSync(again.body).equals(zlib.brotliDecompressSync(first.body)),
    ).toBe(true);
    // React puts the page's preloads (its fonts) in this header and leaves them out of the HTML.
    expect(first.headers.link).toContain('/font.woff2');
    expect(again.headers.link).toContain('/font.woff2');
    expect(renders - before).toBe(1);
  });

  it('answers a copy at brotli’s best once its first answer has gone, and counts the bytes saved', async () => {
    const raw = () => wireRequest(`${base}/plans/compare?o=big`, { 'accept-encoding': 'br' });
    await cache.settled(); // another copy's compression would hold this one's to a later answer
    const first = await raw();
    const page = zlib.brotliDecompressSync(first.body);
    const kept = cache.bytes();
    await cache.settled();
    const again = await raw();
    const best = zlib.brotliCompressSync(page, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    expect(zlib.brotliDecompressSync(again.body).equals(page)).toBe(true);
    expect(again.body.length).toBe(best.length);
    expect(again.body.length).toBeLessThan(first.body.length * 0.95);
    expect(Number(again.headers['content-length'])).toBe(again.body.length);
    expect(cache.bytes()).toBe(kept - (first.body.length - again.body.length));
  });

  it('keeps nothing but document GETs of links (o and m only) answered 200, on its paths', async () => {
    const before = renders;
    for (const [url, headers] of [
      ['/plans/compare?o=a&add=x', {}],
      ['/plans/compare?o=a&enter=1', {}],
      ['/plans/compare?o=a&_rsc=1', {}],
      ['/plans/compare?o=b', { rsc: '1' }],
      ['/plans/compare?o=missing', {}],
      ['/guides?o=a', {}],
    ] as const) {
      await get(url, headers);
      await get(url, headers);
    }
    expect(renders - before).toBe(12);
    // A 404 is not transformed either.
    expect(await (await get('/plans/compare?o=missing')).text()).toContain('<p>o=missing</p>');
  });

  it('forgets a copy after its time, and the oldest when full', async () => {
    await get('/plans/compare?o=t');
    const before = renders;
    clock += 1_001;
    await get('/plans/compare?o=t');
    expect(renders - before).toBe(1);
    for (const q of ['1', '2', '3', '4']) await get(`/plans/compare?o=${q}`);
    expect(cache.size()).toBe(3);
    const n = renders;
    await get('/plans/compare?o=1'); // the oldest, gone
    await get('/plans/compare?o=4'); // kept
    expect(renders - n).toBe(1);
  });
});
