/**
 * Prerendered pages as brotli. `npm run build` writes `<page>.html.br` beside every page Next
 * prerendered (scripts/precompress.mjs, at the highest quality, once). Next compresses each answer
 * with gzip, per request; the brotli copy is 30 to 45% smaller (the home page: 35 KB as gzip, 21 KB
 * as brotli), and a phone on a slow link waits for the whole document before its first paint.
 *
 * For a browser's GET (or HEAD) of a prerendered page that accepts br, server.mjs lets Next answer
 * uncompressed, with every header of its own (ETag, Cache-Control, Vary), and when the body Next
 * sends is byte for byte the prerendered file, sends the brotli copy in its place. Any other answer
 * (a 304, another body) goes out as Next wrote it, compressed here when it is a page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { holdAnswer, isHtmlPage } from '../hold-answer.mjs';
import { acceptsBrotli, brotliPage, withAcceptEncoding } from './precompressed.mjs';

/**
 * The prerendered files of each route the CSP manifest lists (`/` → `.next/server/app/en.html`,
 * `/ar/about` → `.next/server/app/ar/about.html`), read once, for the routes whose brotli copy
 * the build wrote; the 404 and error pages left out.
 */
export function pagesWithBrotli(routes, appDir = path.join('.next', 'server', 'app')) {
  const pages = new Map();
  for (const route of routes) {
    // Next's internal pages and the 404 and error pages, which server.mjs answers itself.
    if (/^\/_|(^|\/)(404|500)$/.test(route)) continue;
    const internal = /^\/ar(\/|$)/.test(route) ? route : `/en${route === '/' ? '' : route}`;
    const file = path.join(appDir, `${internal.slice(1)}.html`);
    if (!fs.existsSync(file) || !fs.existsSync(`${file}.br`)) continue;
    pages.set(route, { html: fs.readFileSync(file), br: fs.readFileSync(`${file}.br`) });
  }
  return pages;
}

/**
 * Call before handing a browser's GET or HEAD of a prerendered page (`page`, from pagesWithBrotli) to
 * Next: when the browser accepts br, Next's answer is held until it ends and then sent as above.
 * Returns whether it took the answer over.
 */
export function answerAsBrotli(req, res, page) {
  const head = req.method === 'HEAD';
  if ((req.method !== 'GET' && !head) || !page || !acceptsBrotli(req.headers['accept-encoding']))
    return false;
  delete req.headers['accept-encoding']; // Next answers with the bytes it prerendered
  holdAnswer(res, (body, send) => {
    if (!isHtmlPage(res) || (!body.length && !head)) return send(body);
    // HEAD: the headers its GET gets, which is the prerendered page.
    const out = head || body.equals(page.html) ? page.br : brotliPage(body);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', out.length);
    res.setHeader('Vary', withAcceptEncoding(String(res.getHeader('vary') ?? '')));
    return send(head ? undefined : out);
  });
  return true;
}
