/**
 * lib/server/static/prerendered.mjs: which prerendered pages have a brotli copy, and how a
 * browser's GET of one is answered (the build's copy when Next's body is the prerendered file;
 * Next's own answer otherwise), against a stand-in for Next that compresses with gzip as Next does.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAsBrotli, pagesWithBrotli } from '@/lib/server/static/prerendered.mjs';
import { endInTwoWrites, listenOnLoopback, wireRequest } from '../support/raw-http';

const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-prerendered-'));
const html = (name: string) => `<!DOCTYPE html><html><body>${name.repeat(200)}</body></html>`;
const files: Record<string, string> = {
  'en.html': html('home '),
  'en/about.html': html('about '),
  'ar.html': html('بيت '),
  'en/404.html': html('not found '),
  'en/no-copy.html': html('no copy '),
};
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
  fs.writeFileSync(path.join(appDir, file), text);
  if (file !== 'en/no-copy.html')
    fs.writeFileSync(path.join(appDir, `${file}.br`), zlib.brotliCompressSync(text));
}
const pages = pagesWithBrotli(['/', '/about', '/ar', '/404', '/_not-found', '/no-copy'], appDir);

/** What the stand-in for Next sends for a path: the prerendered file, or another body. */
const bodyOf = (p: string) =>
  p === '/changed' ? html('rendered again ') : files[p === '/' ? 'en.html' : `en${p}.html`];

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const p = (req.url ?? '/').split('?')[0];
    answerAsBrotli(
      req,
      res,
      ['/changed', '/moved'].includes(p) ? pages.get('/about') : pages.get(p),
    );
    if (p === '/moved') {
      res.writeHead(308, { Location: '/about', 'Content-Type': 'text/plain' });
      return res.end('/about');
    }
    // Next: an ETag of the body, 304 on a match, gzip when accepted, written in two parts.
    const body = Buffer.from(bodyOf(p));
    const etag = `"${body.length.toString(36)}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'rsc');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      return res.end();
    }
    const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '');
    const out = gzip ? zlib.gzipSync(body) : body;
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', out.length);
    res.writeHead(200);
    endInTwoWrites(req, res, out);
  });
  base = await listenOnLoopback(server);
});
afterAll(() => {
  server.close();
  fs.rmSync(appDir, { recursive: true, force: true });
});

/** A GET (or HEAD) of `p`: the bytes on the wire, not decoded. */
const get = (p: string, headers: Record<string, string>, method = 'GET') =>
  wireRequest(`${base}${p}`, headers, method);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('prerendered pages as brotli', () => {
  it('knows the pages with a copy, not the 404 page, Next’s own or one without a copy', () => {
    expect([...pages.keys()]).toEqual(['/', '/about', '/ar']);
  });

  it('sends the build’s brotli copy, with Next’s headers, when Next sends the prerendered page', async () => {
    for (const [p, file] of [
      ['/', 'en.html'],
      ['/about?category=x', 'en/about.html'],
    ]) {
      const r = await get(p, BROWSER);
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.body.equals(fs.readFileSync(path.join(appDir, `${file}.br`)))).toBe(true);
      expect(zlib.brotliDecompressSync(r.body).toString()).toBe(files[file]);
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
      expect(r.headers.etag).toBe(`"${Buffer.from(files[file]).length.toString(36)}"`);
      expect(r.headers.vary).toBe('rsc, Accept-Encoding');
    }
  });

  it('answers HEAD with the headers of the GET', async () => {
    const [r, got] = [await get('/about', BROWSER, 'HEAD'), await get('/about', BROWSER)];
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-length']).toBe(got.headers['content-length']);
    expect(r.body.length).toBe(0);
  });

  it('compresses what Next sends when it is not the prerendered page', async () => {
    const r = await get('/changed', BROWSER);
    expect(r.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(r.body).toString()).toBe(html('rendered again '));
  });

  it('leaves Next’s answer alone for a browser without br, a 304, and a page without a copy', async () => {
    const gz = await get('/about', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(files['en/about.html']);
    const etag = (await get('/about', BROWSER)).headers.etag!;
    const notModified = await get('/about', { ...BROWSER, 'if-none-match': etag });
    expect([notModified.status, notModified.body.length]).toEqual([304, 0]);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect((await get('/no-copy', BROWSER)).headers['content-encoding']).toBe('gzip');
    const moved = await get('/moved', BROWSER);
    expect([moved.status, moved.headers.location, moved.body.toString()]).toEqual([
      308,
      '/about',
      '/about',
    ]);
  });
});
