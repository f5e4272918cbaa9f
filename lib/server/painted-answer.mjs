/**
 * Pages rendered per request (the catalogue's filters, a comparison link, the complaint letter)
 * paint before their scripts load, as prerendered pages do (issue 30): the build rewrites those
 * once (scripts/paint-first.mjs); these are rewritten as they are sent, with the same function
 * (lib/server/static/paint-first.mjs), and the loader carries the request's nonce.
 *
 * Next compresses each answer itself; for a browser's GET or HEAD of a document that is not
 * prerendered, server.mjs lets it answer uncompressed and calls this first. Once Next starts its
 * answer, a 200 HTML page is held until it ends (Next renders these pages whole, with no slow part
 * to stream), rewritten, and sent as brotli (or gzip) as the browser accepts. Any other answer (a
 * redirect, a 404 that server.mjs replaces with its own prerendered page, a 304) goes out as Next
 * wrote it, from the start.
 */
import zlib from 'node:zlib';
import { holdAnswer, isHtmlPage } from './hold-answer.mjs';
import { paintFirst } from './static/paint-first.mjs';
import {
  acceptsBrotli,
  acceptsGzip,
  brotliPage,
  withAcceptEncoding,
} from './static/precompressed.mjs';

/** `body` compressed as `accept` takes best, with the coding's name (none: as it is). */
function encodeFor(accept, body) {
  if (acceptsBrotli(accept)) return [brotliPage(body), 'br'];
  if (acceptsGzip(accept)) return [zlib.gzipSync(body), 'gzip'];
  return [body, undefined];
}

/**
 * Call before handing a document request to Next. Next starts its answer with flushHeaders (or
 * writeHead, or for a HEAD just end): that is where the choice is made (lib/server/hold-answer.mjs).
 */
export function answerPaintingFirst(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  const accept = req.headers['accept-encoding'];
  delete req.headers['accept-encoding'];
  holdAnswer(res, finish, isHtmlPage);

  function finish(body, send) {
    if (!body.length) return send(body); // HEAD: the headers of the page
    const [out, encoding] = encodeFor(accept, Buffer.from(paintFirst(body.toString('utf8'))));
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', withAcceptEncoding(String(res.getHeader('vary') ?? '')));
    res.setHeader('Content-Length', out.length);
    return send(out);
  }
}
