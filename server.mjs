// Production server: Next's request handler behind a plain Node HTTP server.
// - The visitor's address comes from the socket. Next itself keeps any X-Forwarded-For a client
//   sends, which would let anyone dodge the per-IP rate limit; only with TRUST_PROXY=1 (an
//   operator's proxy in front that sets the header) is the header believed.
// - Every response gets a strict Content-Security-Policy: prerendered routes allow exactly the
//   inline scripts the build put in them (hashes from .next/csp-manifest.json, so the pages stay
//   static); routes rendered per request get a fresh nonce, which Next applies to its scripts.
// - Odd requests never reach Next as a 500: a method the path does not accept gets 405 with
//   `Allow`, a path that is not valid percent-encoded UTF-8 or Next's internal /_global-error
//   gets the 404 page, a Range a static file cannot satisfy gets 416, and a request Node cannot
//   parse, one without Host, or an absolute-form one naming another origin than SITE_URL gets 400;
//   a WebSocket upgrade gets 404 and its socket closed. All with the full header set, as do the
//   redirects Next answers itself.
// - Scripts and stylesheets go to browsers that accept br as the brotli copies the build wrote
//   (lib/precompressed.mjs); everything else, and every other browser, is Next's.
import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import { STATUS_CODES, createServer } from 'node:http';
import next from 'next';
import { buildPolicy, normalisePath } from './lib/csp.mjs';
import { env } from './lib/env.mjs';
import { allowedMethods } from './lib/http-methods.mjs';
import { brotliAsset } from './lib/precompressed.mjs';
import { securityHeaders } from './lib/security-headers.mjs';
import { rangeOutcome, staticFile } from './lib/static-range.mjs';

// The checked environment (lib/env.mjs): a bad variable stops the server here, named.
const { PORT: port, HOST: hostname, TRUST_PROXY: trustProxy, SITE_URL } = env();
const https = SITE_URL.startsWith('https://');
/** The site's own origin: the only one an absolute-form request target may name. */
const siteOrigin = new URL(SITE_URL).origin;

/**
 * What a slow or abandoned connection may hold (Node's defaults: 60 s for the headers, 300 s for
 * the whole request). A cap on connections per address is the job of the proxy in front.
 */
const TIMEOUTS = {
  /** The request line and headers must arrive within this. */
  headersMs: 15_000,
  /** The whole request, body included (a form body is at most a few dozen KB). */
  requestMs: 30_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: 5_000,
  /** A socket with no traffic either way (a client that stops reading) is closed after this. */
  idleMs: 60_000,
  /** How often the header and request timeouts are checked (Node's default: every 30 s). */
  checkEveryMs: 5_000,
};

const manifestPath = '.next/csp-manifest.json';
if (!fs.existsSync(manifestPath)) {
  console.error(
    `${manifestPath} is missing: build with \`npm run build\` (it writes the CSP manifest after next build).`,
  );
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
// Consent-gated optional scripts configured at run time (see lib/optional-scripts.ts): allow their
// https origins in script-src; site paths are already covered by 'self'.
const envScriptHosts = [...env().OPTIONAL_ANALYTICS_SCRIPTS, ...env().OPTIONAL_MARKETING_SCRIPTS]
  .filter((s) => s.startsWith('https://'))
  .map((s) => new URL(s).origin);
manifest.scriptHosts = [...new Set([...(manifest.scriptHosts ?? []), ...envScriptHosts])];
// Pages rendered per request (the comparison, the 404 page, form results) share the site's layout
// with the prerendered home pages of both languages: allow the layout's styles and scripts too.
const FALLBACK_ROUTES = ['/_not-found', '/_global-error', '/', '/ar'];
const fallbackHashes = [...new Set(FALLBACK_ROUTES.flatMap((r) => manifest.routes[r] ?? []))];
const noStyles = { elements: [], attributes: [] };
const stylesOf = (route) => manifest.styles?.[route] ?? noStyles;
const fallbackStyles = {
  elements: [...new Set(FALLBACK_ROUTES.flatMap((r) => stylesOf(r).elements))],
  attributes: [...new Set(FALLBACK_ROUTES.flatMap((r) => stylesOf(r).attributes))],
};

const routeHandlers = manifest.routeHandlers ?? [];
/** Where a malformed path is sent: no route has this name, so Next renders its 404 page. */
const MALFORMED_PATH = '/_malformed-path';

/**
 * The 404 and error pages of each language, as the build prerendered them (app/[locale]/404 and
 * app/[locale]/500). Next renders a 404 under the dynamic root layout (`app/[locale]`) only in the
 * browser: its server HTML is an empty shell (vercel/next.js#62228), and so is its HTML for a page
 * that fails to render (the browser then shows app/[locale]/error.tsx). A full page load that Next
 * answers 404 or 500 gets this HTML instead, in the language of its path, so the page reads
 * without JavaScript.
 */
const prerenderedPages = (status) =>
  Object.fromEntries(
    ['en', 'ar'].flatMap((locale) => {
      const file = `.next/server/app/${locale}/${status}.html`;
      if (!fs.existsSync(file)) return [];
      const route = locale === 'en' ? `/${status}` : `/${locale}/${status}`;
      return [[locale, { html: fs.readFileSync(file), route }]];
    }),
  );
const STATUS_PAGES = { 404: prerenderedPages(404), 500: prerenderedPages(500) };
const localeOfPath = (path) => (/^\/ar(\/|$)/.test(path) ? 'ar' : 'en');

/** A browser's request for a document (not Next's client-side payload, an asset or a form). */
const wantsDocument = (req, path) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  /text\/html/.test(req.headers.accept ?? '') &&
  !req.headers.rsc &&
  !req.headers['next-router-state-tree'] &&
  !/^\/(_next|api)\//.test(path);

/**
 * Answers with the language's prerendered 404 or error page whatever Next was about to send, once
 * Next decides on a 404 or a 500 (the /404 and /500 pages themselves, which are no pages of their
 * own, get the 404 page).
 */
function serveStatusPages(req, res, path) {
  if (!wantsDocument(req, path)) return;
  const locale = localeOfPath(path);
  const direct = /^(\/ar)?\/(404|500)\/?$/.test(path);
  const { writeHead, end } = res;
  res.writeHead = function (nextStatus, ...rest) {
    const status = direct ? 404 : nextStatus;
    const page = STATUS_PAGES[status]?.[locale];
    if (!page) return writeHead.call(this, nextStatus, ...rest);
    for (const h of ['content-encoding', 'content-length', 'etag', 'vary', 'x-nextjs-cache'])
      res.removeHeader(h);
    const styles = stylesOf(page.route);
    writeHead.call(this, status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': page.html.length,
      'Cache-Control': 'no-store',
      'Content-Security-Policy': buildPolicy({
        hashes: manifest.routes[page.route] ?? [],
        styles: styles.elements,
        styleAttrs: styles.attributes,
        scriptHosts: manifest.scriptHosts,
        https,
      }),
    });
    end.call(this, req.method === 'HEAD' ? undefined : page.html);
    // What Next goes on to write is not sent.
    res.writeHead = () => res;
    res.write = () => true;
    res.end = () => res;
    return res;
  };
}

/** Headers (security set, strict CSP) for what this server answers itself, without Next. */
function ownHeaders(extra = {}) {
  return {
    ...Object.fromEntries(securityHeaders.map((h) => [h.key, h.value])),
    'Content-Security-Policy': buildPolicy({ https }),
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extra,
  };
}

/** A stand-in for the HTTP server, for Next to hang its WebSocket handler on (see below). */
const upgradeSink = new EventEmitter();
// Next adds an `upgrade` listener to the server of the first request it handles (for dev HMR and
// proxied rewrites); in production it answers no upgrade and never closes the socket, so every
// `Upgrade: websocket` request leaked a socket until the process ran out of file handles. Given
// `httpServer`, Next hangs it there instead, on an emitter that never emits. With no `upgrade`
// listener, Node hands upgrade requests to the request handler below like any other request.
const app = next({ dev: false, hostname, port, httpServer: upgradeSink });
const handle = app.getRequestHandler();
await app.prepare();

/**
 * Next's internal error routes: listed in the prerender manifest, but no page of the site. Under
 * `app/[locale]` its `/_not-found` is Next's bare page, outside the site's layout and language;
 * every other unknown path reaches the site's own 404 page (app/[locale]/[...rest]).
 */
const INTERNAL_ROUTES = new Set(['/_global-error', '/_not-found']);

/** Answers a request with this server's own plain-text response and the full header set. */
function answer(req, res, status, extra = {}) {
  res.writeHead(status, ownHeaders(extra));
  res.end(req.method === 'HEAD' ? undefined : `${STATUS_CODES[status]}\n`);
}

function onRequest(req, res) {
  // The site has no WebSocket endpoint: a plain 404 with every header, and the socket closed.
  // Other upgrades (h2c) are optional for a server to honour and are answered as plain HTTP/1.1.
  if (/\bwebsocket\b/i.test(req.headers.upgrade ?? '')) {
    res.writeHead(404, ownHeaders({ Connection: 'close' }));
    res.end(req.method === 'HEAD' ? undefined : 'This site has no WebSocket endpoint.\n');
    return;
  }
  if (req.httpVersion === '1.1' && !req.headers.host)
    return answer(req, res, 400, { Connection: 'close' });
  // An absolute-form target (`GET http://evil.example/guides HTTP/1.1`): Next would build its
  // redirects on that host, so only the site's own origin is taken, as its path; any other, 400.
  if (/^[a-z][a-z\d+.-]*:/i.test(req.url ?? '')) {
    let target;
    try {
      target = new URL(req.url);
    } catch {
      return answer(req, res, 400, { Connection: 'close' });
    }
    if (target.origin !== siteOrigin) return answer(req, res, 400, { Connection: 'close' });
    req.url = `${target.pathname}${target.search}`;
  }
  // Every response carries the security headers, including the redirects Next answers before
  // its `headers()` config applies (trailing and doubled slashes).
  for (const h of securityHeaders) res.setHeader(h.key, h.value);
  if (!trustProxy) {
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown';
    // Next fills these in itself from the connection when they are absent.
    for (const h of [
      'x-real-ip',
      'x-forwarded-host',
      'x-forwarded-proto',
      'x-forwarded-port',
      'forwarded',
    ])
      delete req.headers[h];
  }
  const rawPath = (req.url ?? '/').split('?')[0];
  try {
    decodeURIComponent(rawPath);
  } catch {
    req.url = MALFORMED_PATH;
  }
  if (INTERNAL_ROUTES.has(normalisePath(rawPath).replace(/\.(rsc|html)$/, '')))
    req.url = MALFORMED_PATH;
  const allow = allowedMethods(
    req.url === MALFORMED_PATH ? MALFORMED_PATH : rawPath,
    routeHandlers,
  );
  if (!allow.includes(req.method ?? '')) {
    res.writeHead(405, ownHeaders({ Allow: allow.join(', ') }));
    res.end(req.method === 'HEAD' ? undefined : `${STATUS_CODES[405]}\n`);
    return;
  }
  const asset =
    req.method === 'GET' || req.method === 'HEAD'
      ? brotliAsset('.next/static', rawPath, req.headers['accept-encoding'])
      : null;
  if (asset) {
    res.writeHead(
      200,
      ownHeaders({
        'Content-Type': asset.type,
        'Content-Encoding': 'br',
        'Content-Length': asset.size,
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept-Encoding',
      }),
    );
    if (req.method === 'HEAD') res.end();
    else
      fs.createReadStream(asset.file)
        .on('error', () => res.destroy())
        .pipe(res);
    return;
  }
  // A Range a static file cannot satisfy: 416 here, since Next would answer it with a 500.
  if ((req.method === 'GET' || req.method === 'HEAD') && req.headers.range) {
    const file = staticFile(rawPath);
    if (file && rangeOutcome(req.headers.range, file.size) === 'unsatisfiable')
      return answer(req, res, 416, { 'Content-Range': `bytes */${file.size}` });
  }
  const path = normalisePath((req.url ?? '/').split('?')[0]);
  const hashes = manifest.routes[path];
  let policy;
  if (hashes && path !== '/_not-found' && path !== '/_global-error') {
    delete req.headers['content-security-policy'];
    policy = buildPolicy({
      hashes,
      styles: stylesOf(path).elements,
      styleAttrs: stylesOf(path).attributes,
      scriptHosts: manifest.scriptHosts,
      https,
    });
  } else {
    const nonce = crypto.randomBytes(16).toString('base64');
    policy = buildPolicy({
      hashes: fallbackHashes,
      styles: fallbackStyles.elements,
      styleAttrs: fallbackStyles.attributes,
      nonce,
      scriptHosts: manifest.scriptHosts,
      https,
    });
    req.headers['content-security-policy'] = policy; // Next reads the nonce from here
  }
  res.setHeader('Content-Security-Policy', policy);
  serveStatusPages(req, res, normalisePath(rawPath));
  handle(req, res);
}
const server = createServer(
  // Node answers an HTTP/1.1 request without Host with a bare 400 of its own: onRequest does.
  { connectionsCheckingInterval: TIMEOUTS.checkEveryMs, requireHostHeader: false },
  onRequest,
);
// A request Node's parser rejects (an unknown method, a malformed request line or header).
server.on('clientError', (err, socket) => {
  if (!socket.writable || err.code === 'ECONNRESET') return socket.destroy();
  const headers = Object.entries(ownHeaders({ Connection: 'close' }))
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 400 Bad Request\r\n${headers}\r\n\r\n`);
});
server.headersTimeout = TIMEOUTS.headersMs;
server.requestTimeout = TIMEOUTS.requestMs;
server.keepAliveTimeout = TIMEOUTS.keepAliveMs;
server.timeout = TIMEOUTS.idleMs;
server.listen(port, hostname, () => {
  console.log(
    `ClearSignal ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`,
  );
});
