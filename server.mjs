// Production server: Next's request handler behind a plain Node HTTP server.
// - The visitor's address comes from the socket. Next itself keeps any X-Forwarded-For a client
//   sends, which would let anyone dodge the per-IP rate limit; only with TRUST_PROXY=1 (an
//   operator's proxy in front that sets the header) is the header believed.
// - Every response gets a strict Content-Security-Policy: prerendered routes allow exactly the
//   inline scripts the build put in them (hashes from .next/csp-manifest.json, so the pages stay
//   static); routes rendered per request (the guide library, the catalogue, the comparison) get a fresh
//   nonce, which Next applies to its scripts; files (fonts, icons, scripts) the short policy.
// - Odd requests never reach Next as a 500: a method the path does not accept gets 405 with
//   `Allow`, a path that is not valid percent-encoded UTF-8 or Next's internal /_global-error
//   gets the 404 page, a static file's failed If-Match or If-Unmodified-Since gets 412 and a Range
//   it cannot satisfy 416 (lib/server/static/files.mjs), an Expect it cannot meet 417, and a
//   request Node cannot parse, one without Host, with two or an invalid one (a NUL, a port past
//   65535), or an absolute-form one naming another origin than SITE_URL
//   gets 400 (headers too slow: 408); CONNECT gets 405; a WebSocket upgrade gets 404 and its
//   socket closed. All with the full header set, as do the redirects Next answers itself; Next's
//   internal x-nextjs-* cache headers and build files (/en.rsc) are kept private (lib/server/protocol.mjs).
// - Scripts, stylesheets and prerendered pages go to browsers that accept br as the brotli copies the
//   build wrote (lib/server/static/precompressed.mjs, prerendered.mjs); pages rendered per request
//   load their scripts after their first paint, as the build made prerendered ones do, and are
//   compressed here (lib/server/painted-answer.mjs); everything else is Next's.
import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import { STATUS_CODES, createServer } from 'node:http';
import next from 'next';
import { guardActions } from './lib/server/action-guard.mjs';
import { buildPolicy, mergeStyles, normalisePath, policyForHtml } from './lib/server/csp.mjs';
import { env } from './lib/server/env.mjs';
import { allowedMethods } from './lib/server/http-methods.mjs';
import { HEALTH_PATHS, answerHealth, stopOnSignals } from './lib/server/lifecycle.mjs';
import {
  clientErrorStatus,
  dropInternalHeaders,
  hostProblem,
  isInternalPath,
  rawAnswer,
  wantsDocument,
} from './lib/server/protocol.mjs';
import { answerPaintingFirst } from './lib/server/painted-answer.mjs';
import { createRenderCache } from './lib/server/render-cache.mjs';
import { serverRunEnv } from './lib/server/run-env.mjs';
import { securityHeaders } from './lib/server/security-headers.mjs';
import { statusPages } from './lib/server/status-pages.mjs';
import { applyConnectionLimits, connectionLimits } from './lib/server/socket-guard.mjs';
import { answerStatic } from './lib/server/static/files.mjs';
import { paintFirst } from './lib/server/static/paint-first.mjs';
import { answerAsBrotli, pagesWithBrotli } from './lib/server/static/prerendered.mjs';

// The checked environment (lib/server/env.mjs, with the .env files loaded as Next loads them): a bad
// variable, or a SITE_URL other than the build's, stops the server here, named (lib/server/run-env.mjs).
const { PORT: port, HOST: hostname, TRUST_PROXY: trustProxy, SITE_URL } = serverRunEnv();
const https = SITE_URL.startsWith('https://');
/** The site's own origin: the only one an absolute-form request target may name. */
const siteOrigin = new URL(SITE_URL).origin;

/** What a slow or abandoned connection may hold (lib/server/socket-guard.mjs; the proxy caps connections). */
const limits = connectionLimits(env());

const manifestPath = '.next/csp-manifest.json';
if (!fs.existsSync(manifestPath)) {
  console.error(
    `${manifestPath} is missing: build with \`npm run build\` (it writes the CSP manifest after next build).`,
  );
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
// Consent-gated optional scripts set at run time (lib/consent/optional-scripts.ts): their https origins.
const envScriptHosts = [...env().OPTIONAL_ANALYTICS_SCRIPTS, ...env().OPTIONAL_MARKETING_SCRIPTS]
  .filter((s) => s.startsWith('https://'))
  .map((s) => new URL(s).origin);
manifest.scriptHosts = [...new Set([...(manifest.scriptHosts ?? []), ...envScriptHosts])];
// Pages rendered per request (the comparison, the 404 page, form results) share the site's layout
// with the prerendered home pages of both languages: allow the layout's styles too. Their scripts
// need no hash: Next gives each the request's nonce, and so does the paint-first loader.
const FALLBACK_ROUTES = ['/_not-found', '/_global-error', '/', '/ar'];
const noStyles = { elements: [], attributes: [] };
const stylesOf = (route) => manifest.styles?.[route] ?? noStyles;
const stylesOfAll = (routes) => mergeStyles(routes.map(stylesOf));
const fallbackStyles = stylesOfAll(FALLBACK_ROUTES);

/** Patches left out to measure what each earns (PATCHES_OFF, bench:lighthouse --without); none in production. */
const patchOff = (name) => env().PATCHES_OFF.includes(name);

/**
 * Shared comparison links and the guide library's views, answered from a bounded cache of Next's
 * renders (lib/server/render-cache.mjs). The library's search text (`q`) is left out: what a
 * visitor types is not kept, and the cookie policy promises only the comparison's addresses.
 */
const COMPARISON_QUERY = ['o', 'm'];
const LIBRARY_QUERY = ['category', 'length', 'level'];
const renderCache = createRenderCache({
  routes: patchOff('render-cache')
    ? {}
    : {
        '/plans/compare': COMPARISON_QUERY,
        '/ar/plans/compare': COMPARISON_QUERY,
        '/guides': LIBRARY_QUERY,
        '/ar/guides': LIBRARY_QUERY,
      },
  policyOf: (html) =>
    policyForHtml(html, { ...fallbackStyles, scriptHosts: manifest.scriptHosts, https }),
  transform: patchOff('paint-first') ? (html) => html : paintFirst,
});

const routeHandlers = manifest.routeHandlers ?? [];
const brotliPages = pagesWithBrotli(Object.keys(manifest.routes)); // with the build's brotli copies
/** Where a malformed path is sent: no route has this name, so Next renders its 404 page. */
const MALFORMED_PATH = '/_malformed-path';

/** The prerendered 404 and error pages, for what Next answers 404 or 500 (lib/server/status-pages.mjs). */
const serveStatusPages = statusPages({
  policyOf: (route) =>
    buildPolicy({
      hashes: manifest.routes[route] ?? [],
      styles: stylesOf(route).elements,
      styleAttrs: stylesOf(route).attributes,
      scriptHosts: manifest.scriptHosts,
      https,
    }),
});

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
  // No Host in HTTP/1.1, two of them, or one that is no host: 400 (RFC 9112 §3.2).
  if (hostProblem(req)) return answer(req, res, 400, { Connection: 'close' });
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
  // /healthz and /readyz (lib/server/lifecycle.mjs): for the proxy, systemd and monitoring.
  const plainPath = (req.url ?? '/').split('?')[0];
  if (HEALTH_PATHS.includes(plainPath)) return void answerHealth(req, res, plainPath, ownHeaders);
  // Every response carries the security headers, including the redirects Next answers before
  // its `headers()` config applies (trailing and doubled slashes).
  for (const h of securityHeaders) res.setHeader(h.key, h.value);
  dropInternalHeaders(res);
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
  if (isInternalPath(normalisePath(rawPath))) req.url = MALFORMED_PATH;
  const allow = allowedMethods(
    req.url === MALFORMED_PATH ? MALFORMED_PATH : rawPath,
    routeHandlers,
  );
  if (!allow.includes(req.method ?? '')) {
    res.writeHead(405, ownHeaders({ Allow: allow.join(', ') }));
    res.end(req.method === 'HEAD' ? undefined : `${STATUS_CODES[405]}\n`);
    return;
  }
  const file = answerStatic(req, res, rawPath, {
    answer: (...a) => answer(req, res, ...a),
    headers: ownHeaders,
  });
  if (file === 'answered') return;
  const path = normalisePath((req.url ?? '/').split('?')[0]);
  const hashes = manifest.routes[path];
  // A file (a font, an icon, a script) runs no page's scripts: the short policy, not 2 KB of hashes.
  let policy = file === 'next' ? buildPolicy({ https }) : undefined;
  if (policy) delete req.headers['content-security-policy'];
  else if (hashes && path !== '/_not-found' && path !== '/_global-error') {
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
      styles: fallbackStyles.elements,
      styleAttrs: fallbackStyles.attributes,
      nonce,
      scriptHosts: manifest.scriptHosts,
      https,
    });
    req.headers['content-security-policy'] = policy; // Next reads the nonce from here
  }
  res.setHeader('Content-Security-Policy', policy);
  if (!patchOff('status-pages')) serveStatusPages(req, res, normalisePath(rawPath));
  // Only the address as written (no trailing or doubled slash, no absolute form): Next redirects the others.
  const canonical = (req.url ?? '/').split('?')[0] === path;
  const cacheKey = canonical && renderCache.keyOf(req, path, (req.url ?? '').split('?')[1] ?? '');
  if (cacheKey && renderCache.serve(req, res, cacheKey)) return;
  if (cacheKey) renderCache.capture(req, res, cacheKey);
  else if (wantsDocument(req, path) && hashes) answerAsBrotli(req, res, brotliPages.get(path));
  else if (wantsDocument(req, path) && !patchOff('paint-first')) answerPaintingFirst(req, res); // rendered per request
  handle(req, res);
}
const server = createServer(
  // Node answers an HTTP/1.1 request without Host with a bare 400 of its own: onRequest does.
  { connectionsCheckingInterval: limits.checkEveryMs, requireHostHeader: false },
  // Server Action calls are checked as the route forms are first (lib/server/action-guard.mjs).
  guardActions(onRequest, { manifest, siteUrl: SITE_URL, trustProxy, ownHeaders }),
);
// A request Node's parser rejects (an unknown method, a malformed request line or header).
// Headers that took longer than HEADERS_TIMEOUT_MS get 408.
server.on('clientError', (err, socket) => {
  if (!socket.writable || err.code === 'ECONNRESET') return socket.destroy();
  rawAnswer(socket, clientErrorStatus(err), ownHeaders());
});
// An Expect other than 100-continue (RFC 9110 §10.1.1): 417 with the full header set, not Node's own.
server.on('checkExpectation', (req, res) => answer(req, res, 417, { Connection: 'close' }));
// CONNECT (a tunnel through a proxy, which this server is not) never reaches onRequest.
server.on('connect', (req, socket) => {
  socket.on('error', () => socket.destroy());
  rawAnswer(socket, 405, ownHeaders({ Allow: allowedMethods('/', routeHandlers).join(', ') }));
});
applyConnectionLimits(server, limits);
// SIGTERM: stop accepting, finish what is in flight, give back outbox rows, exit (bounded).
stopOnSignals(server, env().SHUTDOWN_GRACE_MS);
server.listen(port, hostname, () => {
  console.log(
    `ClearSignal ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`,
  );
});
