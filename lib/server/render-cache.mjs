/**
 * A bounded cache of the pages Next renders per request for a shared comparison link
 * (`/plans/compare?o=…&m=…`) or a view of the guide library (`/guides?category=…`), keyed by the
 * path and the link's query. A link is what people send around: rendering it costs tens of
 * milliseconds of CPU, answering it from here a copy. Only a document GET or HEAD whose query holds
 * nothing but its path's names (`routes`) is cached, and only a 200 HTML
 * answer without cookies; entries expire after `ttlMs` (prices turn stale with the date) and the
 * oldest go first once `maxEntries` or `maxBytes` is reached, so a flood of distinct links costs
 * what it cost without the cache. A copy carries a Content-Security-Policy of its own inline
 * scripts' and styles' hashes (as the prerendered pages do), not the nonce it was rendered with.
 *
 * A copy's brotli is made again at brotli's best once its first answer has gone (`upgrade`, below).
 */
import zlib from 'node:zlib';
import { holdAnswer, isHtmlPage } from './hold-answer.mjs';
import {
  acceptsBrotli,
  acceptsGzip,
  brotliBest,
  brotliPage,
  withAcceptEncoding,
} from './static/precompressed.mjs';

/** Headers not replayed from the rendered answer: per connection, per encoding, or replaced. */
const DROPPED = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'content-security-policy',
]);

/** How long a rendered comparison is kept: the cookie policy promises at most five minutes. */
export const RENDER_CACHE_TTL_MS = 5 * 60_000;

/**
 * `routes`: the normalised paths whose links are cached, each with the query names its links may
 * hold (a link with any other name is rendered each time); `policyOf(html)`: the CSP for a copy;
 * `transform(html)`: what a rendered page becomes before it is sent and kept (server.mjs: its
 * scripts load after its first paint, lib/server/painted-answer.mjs).
 */
export function createRenderCache({
  routes,
  policyOf,
  transform = (html) => html,
  maxEntries = 100,
  maxBytes = 32 * 1024 * 1024,
  ttlMs = RENDER_CACHE_TTL_MS,
  now = () => Date.now(),
}) {
  const entries = new Map(); // insertion order: the oldest first
  let bytes = 0;
  const evict = (key) => {
    const e = entries.get(key);
    if (!e) return;
    bytes -= e.size;
    entries.delete(key);
  };

  /**
   * Compresses a copy again at brotli's best. The first answer goes out at quality 5 (2 ms for a
   * 100 KB page, where 11 takes about 90); a copy is answered again and again, and at 11 a
   * comparison page is 12% smaller (/ar/plans/compare: 13.4 KB against 15.2), enough to bring a
   * page under the 14.6 KB a new connection delivers in its first round trip. It runs on zlib's
   * thread pool, not the event loop, one copy at a time: a copy stored while another is being
   * compressed is compressed on a later answer, so a flood of distinct links adds at most one
   * compression at a time to what it cost before.
   */
  let upgrading = null;
  function upgrade(key, entry) {
    if (upgrading || entry.best) return;
    upgrading = new Promise((resolve) =>
      zlib.brotliCompress(entry.body, brotliBest(entry.body.length), (err, best) => {
        upgrading = null;
        resolve();
        if (err) return;
        entry.best = true;
        if (entries.get(key) !== entry || best.length >= entry.br.length) return;
        const saved = entry.br.length - best.length;
        entry.br = best;
        entry.size -= saved;
        bytes -= saved;
      }),
    );
  }

  /** The cache key of a request, or null when its answer is not cached. */
  function keyOf(req, path, search) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const names = Object.hasOwn(routes, path) ? routes[path] : null;
    if (!names) return null;
    // Next's client-side payloads (RSC) and server actions are other answers for the same URL.
    for (const h of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action'])
      if (req.headers[h] !== undefined) return null;
    const params = new URLSearchParams(search);
    for (const name of params.keys()) if (!names.includes(name)) return null;
    return `${path}?${params.toString()}`;
  }

  /** Answers from the cache when it holds the key; returns whether it did. */
  function serve(req, res, key) {
    const e = entries.get(key);
    if (!e) return false;
    if (now() - e.at > ttlMs) {
      evict(key);
      return false;
    }
    entries.delete(key); // most recently used last
    entries.set(key, e);
    const [body, encoding] = encoded(e, req.headers['accept-encoding']);
    for (const [k, v] of Object.entries(e.headers)) res.setHeader(k, v);
    res.setHeader('Content-Security-Policy', e.policy);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', e.vary);
    res.setHeader('Content-Length', body.length);
    res.writeHead(e.status);
    res.end(req.method === 'HEAD' ? undefined : body);
    upgrade(key, e);
    return true;
  }

  /** The copy's body in the encoding `accept` takes best, with the header that names it. */
  const encoded = (e, accept) =>
    acceptsBrotli(accept)
      ? [e.br, 'br']
      : acceptsGzip(accept)
        ? [e.gzip, 'gzip']
        : [e.body, undefined];

  /**
   * Lets Next answer, uncompressed, and keeps a copy of the answer when it may be cached; the
   * answer itself goes out compressed as the browser accepts, like the copies after it (a link is
   * often opened once). Call before handing the request to Next.
   */
  function capture(req, res, key) {
    if (req.method !== 'GET') return;
    const accept = req.headers['accept-encoding'];
    delete req.headers['accept-encoding']; // one identity copy, compressed here once
    holdAnswer(res, (rendered, send) => {
      const body = isHtmlPage(res) ? Buffer.from(transform(rendered.toString('utf8'))) : rendered;
      const entry = store(body);
      if (!entry) return send(body);
      const [out, encoding] = encoded(entry, accept);
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Vary', entry.vary);
      res.setHeader('Content-Length', out.length);
      const sent = send(out);
      upgrade(key, entry);
      return sent;
    });
    /** Keeps `body` when the answer may be cached; returns the entry, or null. */
    function store(body) {
      if (!isHtmlPage(res)) return null;
      if (res.getHeader('set-cookie') !== undefined) return null;
      if (body.length > maxBytes / 4) return null;
      const headers = {};
      for (const [k, v] of Object.entries(res.getHeaders()))
        if (!DROPPED.has(k) && !k.startsWith('x-nextjs-')) headers[k] = v;
      const entry = {
        vary: withAcceptEncoding(String(headers.vary ?? '')),
        at: now(),
        status: 200,
        headers,
        policy: policyOf(body.toString('utf8')),
        body,
        gzip: zlib.gzipSync(body),
        br: brotliPage(body),
      };
      entry.size = body.length + entry.gzip.length + entry.br.length;
      evict(key);
      entries.set(key, entry);
      bytes += entry.size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        evict(oldest);
      }
      return entry;
    }
  }

  return {
    keyOf,
    serve,
    capture,
    size: () => entries.size,
    bytes: () => bytes,
    /** Resolves once no copy is being compressed again (for tests). */
    settled: () => upgrading ?? Promise.resolve(),
  };
}
