// Production server: Next's request handler behind a plain Node HTTP server.
// - The visitor's address comes from the socket. Next itself keeps any X-Forwarded-For a client
//   sends, which would let anyone dodge the per-IP rate limit; only with TRUST_PROXY=1 (an
//   operator's proxy in front that sets the header) is the header believed.
// - Every response gets a strict Content-Security-Policy: prerendered routes allow exactly the
//   inline scripts the build put in them (hashes from .next/csp-manifest.json, so the pages stay
//   static); routes rendered per request get a fresh nonce, which Next applies to its scripts.
// - Odd requests never reach Next as a 500: a method the path does not accept gets 405 with
//   `Allow`, a path that is not valid percent-encoded UTF-8 gets the 404 page, and a request Node
//   cannot parse gets 400; all with the full header set.
// - Scripts and stylesheets go to browsers that accept br as the brotli copies the build wrote
//   (lib/precompressed.mjs); everything else, and every other browser, is Next's.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { STATUS_CODES, createServer } from 'node:http';
import next from 'next';
import { buildPolicy, normalisePath } from './lib/csp.mjs';
import { env } from './lib/env.mjs';
import { allowedMethods } from './lib/http-methods.mjs';
import { brotliAsset } from './lib/precompressed.mjs';
import { securityHeaders } from './lib/security-headers.mjs';

// The checked environment (lib/env.mjs): a bad variable stops the server here, named.
const { PORT: port, HOST: hostname, TRUST_PROXY: trustProxy, SITE_URL } = env();
const https = SITE_URL.startsWith('https://');

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
const fallbackHashes = [
  ...(manifest.routes['/_not-found'] ?? []),
  ...(manifest.routes['/_global-error'] ?? []),
];
// Pages rendered per request share the layout of the prerendered error pages: allow their styles.
const noStyles = { elements: [], attributes: [] };
const stylesOf = (route) => manifest.styles?.[route] ?? noStyles;
const fallbackStyles = {
  elements: [...new Set(['/_not-found', '/_global-error'].flatMap((r) => stylesOf(r).elements))],
  attributes: [
    ...new Set(['/_not-found', '/_global-error'].flatMap((r) => stylesOf(r).attributes)),
  ],
};

const routeHandlers = manifest.routeHandlers ?? [];
/** Where a malformed path is sent: no route has this name, so Next renders its 404 page. */
const MALFORMED_PATH = '/_malformed-path';

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

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
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
  handle(req, res);
});
// A request Node's parser rejects (an unknown method, a malformed request line or header).
server.on('clientError', (err, socket) => {
  if (!socket.writable || err.code === 'ECONNRESET') return socket.destroy();
  const headers = Object.entries(ownHeaders({ Connection: 'close' }))
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 400 Bad Request\r\n${headers}\r\n\r\n`);
});
server.listen(port, hostname, () => {
  console.log(
    `ClearSignal ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`,
  );
});
