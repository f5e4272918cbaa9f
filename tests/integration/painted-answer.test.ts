/**
 * lib/server/painted-answer.mjs: a page rendered per request is rewritten as it is sent (its
 * start-up scripts load after the first paint, the loader with the request's nonce) and compressed
 * as the browser accepts; any other answer goes out as the handler wrote it. Against a stand-in
 * for Next behind Next's own compression middleware, as Next's router server runs it: it starts its
 * answer with flushHeaders, writes in parts waiting for 'drain' as Next's writer does, gzips when it
 * may, and ends a HEAD without a head of its own.
 */
import { createRequire } from 'node:module';
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerPaintingFirst } from '@/lib/server/painted-answer.mjs';
import { loaderScript } from '@/lib/server/static/paint-first.mjs';
import { endInTwoWrites, listenOnLoopback, wireRequest } from '../support/raw-http';

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
const compression = createRequire(import.meta.url)(
  'next/dist/compiled/compression',
) as () => Middleware;

const chunk = (name: string) => `/_next/static/chunks/${name}`;
const NONCE = 'bm9uY2U=';
const rendered =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="${chunk('entry.js')}"/>` +
  `<script src="${chunk('one.js')}" async="" nonce="${NONCE}"></script><title>T</title></head>` +
  `<body><p>${'A page. '.repeat(100)}</p><script nonce="${NONCE}">self.__next_f.push([1,"x"])</script>` +
  `<script src="${chunk('entry.js')}" nonce="${NONCE}" async=""></script></body></html>`;
const painted =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title>' +
  `<script nonce="${NONCE}">${loaderScript([chunk('one.js'), chunk('entry.js')], [chunk('entry.js')])}</script></head>` +
  `<body><p>${'A page. '.repeat(100)}</p><script nonce="${NONCE}">self.__next_f.push([1,"x"])</script></body></html>`;

/** What Next's writer does (next/dist/server/pipe-readable.js): waits for 'drain' when write says so. */
async function writeLikeNext(res: http.ServerResponse, body: Buffer) {
  res.flushHeaders();
  for (let i = 0; i < body.length; i += 16_384)
    if (!res.write(body.subarray(i, i + 16_384)))
      await new Promise((resolve) => res.once('drain', resolve));
  res.end();
}
/** A sitemap-sized answer that is not a page (27 KB and more were left hanging, issue 50). */
const LARGE_XML = Buffer.from(
  `<urlset>${'<url><loc>https://x.example/</loc></url>'.repeat(4000)}</urlset>`,
);

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const p = (req.url ?? '/').split('?')[0];
    answerPaintingFirst(req, res);
    compression()(req, res, () => {}); // after server.mjs's wrappers, as in Next
    if (p === '/large.xml') {
      res.setHeader('Content-Type', 'application/xml');
      return void writeLikeNext(res, LARGE_XML);
    }
    if (p === '/moved') {
      res.writeHead(308, { Location: '/page' });
      return res.end();
    }
    const html = p === '/missing' ? rendered.replace('A page.', 'Not found.') : rendered;
    res.statusCode = p === '/missing' ? 404 : 200;
    res.setHeader('Content-Type', p === '/text' ? 'text/plain' : 'text/html; charset=utf-8');
    res.setHeader('Vary', 'rsc');
    res.setHeader('Link', '</font.woff2>; rel=preload; as="font"; crossorigin=""');
    const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '');
    const out = gzip ? zlib.gzipSync(html) : Buffer.from(html);
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    if (req.method === 'HEAD' && p === '/head-end') return res.end(); // Next's HEAD: no head first
    if (p === '/write-head') res.writeHead(200);
    else res.flushHeaders();
    endInTwoWrites(req, res, out);
  });
  base = await listenOnLoopback(server);
});
afterAll(() => {
  server.closeAllConnections(); // an answer left hanging fails its test, not the file
  return new Promise((r) => server.close(r));
});

/** The answer, or a failure naming it when it has not ended within 2 s. */
const get = (p: string, headers: Record<string, string>, method = 'GET') =>
  Promise.race([
    wireRequest(`${base}${p}`, { accept: 'text/html', ...headers }, method),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${method} ${p} did not end within 2 s`)), 2_000),
    ),
  ]);

describe('a page rendered per request', () => {
  it('is rewritten to paint first, the loader with its nonce, and sent as brotli', async () => {
    for (const p of ['/page', '/write-head']) {
      const res = await get(p, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('rsc, Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(zlib.brotliDecompressSync(res.body).toString()).toBe(painted);
      // React puts the page's preloads (its fonts) in this header and leaves them out of the HTML.
      expect(res.headers.link).toContain('/font.woff2');
    }
  });

  it('goes as gzip to a browser without brotli, and as it is to one that takes neither', async () => {
    const gz = await get('/page', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(painted);
    const plain = await get('/page', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(painted);
  });

  it('answers a HEAD with the headers alone, also one the handler ends without a head', async () => {
    for (const p of ['/page', '/head-end']) {
      const res = await get(p, { 'accept-encoding': 'br' }, 'HEAD');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers.link).toContain('/font.woff2');
      expect(res.body.length).toBe(0);
    }
  });

  it('lets a large answer that is not a page end, through the compression Next puts on top', async () => {
    for (const encoding of ['gzip, deflate, br', 'identity']) {
      const res = await get('/large.xml', { 'accept-encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.equals(LARGE_XML)).toBe(true);
    }
  });

  it('leaves any other answer as the handler wrote it: a 404, a redirect, not HTML', async () => {
    const missing = await get('/missing', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.body.toString()).toContain(`<script src="${chunk('one.js')}" async=""`);
    expect(missing.headers.link).toContain('/font.woff2');
    const moved = await get('/moved', { 'accept-encoding': 'br' });
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe('/page');
    const text = await get('/text', { 'accept-encoding': 'br' });
    expect(text.body.toString()).toBe(rendered);
  });
});
