/**
 * Pages rendered per request (the catalogue's filters, a comparison, the complaint letter, the
 * 404 page) paint before their scripts load, as prerendered pages do (issue 30): the build
 * rewrites those once (scripts/paint-first.mjs); these are rewritten as they are sent, with the
 * same function (lib/server/static/paint-first.mjs), and the loader carries the request's nonce.
 *
 * Next compresses each answer itself; for a browser's GET or HEAD of a document, server.mjs lets it
 * answer uncompressed and calls this first. Once Next starts its answer, a 200 HTML page is held
 * until it ends (Next renders these pages whole, with no slow part to stream), rewritten, and
 * sent as brotli (or gzip) as the browser accepts. Any other answer (a redirect, a 404 that
 * server.mjs replaces with its own page, a 304) goes out as Next wrote it, from the start.
 */
import zlib from 'node:zlib';
import { holdAnswer } from './hold-answer.mjs';
import { paintFirst } from './static/paint-first.mjs';
import { acceptsBrotli, acceptsGzip, withAcceptEncoding } from './static/precompressed.mjs';

/** Whether an answer that is starting is a whole page to rewrite. */
const isPage = (res) =>
  res.statusCode === 200 &&
  /^text\/html/.test(String(res.getHeader('content-type') ?? '')) &&
  !res.getHeader('content-encoding');

/** Compressed as `accept` takes best (brotli at a quality that costs a few milliseconds). */
export function encodeFor(accept, body) {
  if (acceptsBrotli(accept))
    return [
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      'br',
    ];
  if (acceptsGzip(accept)) return [zlib.gzipSync(body), 'gzip'];
  return [body, undefined];
}

/**
 * Call before handing a document request to Next (`transform` is for tests). Next starts its
 * answer with flushHeaders (or writeHead): that is where the choice is made.
 */
export function answerPaintingFirst(req, res, transform = paintFirst) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  const accept = req.headers['accept-encoding'];
  delete req.headers['accept-encoding'];
  const { writeHead, flushHeaders } = res;
  const start = (method) =>
    function (...args) {
      Object.assign(res, { writeHead, flushHeaders });
      if (typeof args[0] === 'number') res.statusCode = args[0];
      if (isPage(res)) {
        holdAnswer(res, finish);
        return method === writeHead ? res.writeHead(...args) : res;
      }
      return method.apply(this, args);
    };
  res.writeHead = start(writeHead);
  res.flushHeaders = start(flushHeaders);

  function finish(body, send) {
    if (!body.length) return send(body); // HEAD: the headers of the page
    const [out, encoding] = encodeFor(accept, Buffer.from(transform(body.toString('utf8'))));
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', withAcceptEncoding(String(res.getHeader('vary') ?? '')));
    res.setHeader('Content-Length', out.length);
    return send(out);
  }
}
