// Production server: Next's request handler behind a plain Node HTTP server.
// - The visitor's address comes from the socket. Next itself keeps any X-Forwarded-For a client
//   sends, which would let anyone dodge the per-IP rate limit; only with TRUST_PROXY=1 (an
//   operator's proxy in front that sets the header) is the header believed.
// - Every response gets a strict Content-Security-Policy: prerendered routes allow exactly the
//   inline scripts the build put in them (hashes from .next/csp-manifest.json, so the pages stay
//   static); routes rendered per request get a fresh nonce, which Next applies to its scripts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:http';
import next from 'next';
import { buildPolicy, normalisePath } from './lib/csp.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const trustProxy = /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? '');
const https = (process.env.SITE_URL ?? '').startsWith('https://');

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
const envScriptHosts = [
  process.env.OPTIONAL_ANALYTICS_SCRIPTS,
  process.env.OPTIONAL_MARKETING_SCRIPTS,
]
  .flatMap((v) => (v ?? '').split(','))
  .map((s) => s.trim())
  .filter((s) => s.startsWith('https://'))
  .map((s) => new URL(s).origin);
manifest.scriptHosts = [...new Set([...(manifest.scriptHosts ?? []), ...envScriptHosts])];
const fallbackHashes = [
  ...(manifest.routes['/_not-found'] ?? []),
  ...(manifest.routes['/_global-error'] ?? []),
];

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  if (!trustProxy) {
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown';
    delete req.headers['x-real-ip'];
  }
  const path = normalisePath((req.url ?? '/').split('?')[0]);
  const hashes = manifest.routes[path];
  let policy;
  if (hashes && path !== '/_not-found' && path !== '/_global-error') {
    delete req.headers['content-security-policy'];
    policy = buildPolicy({ hashes, scriptHosts: manifest.scriptHosts, https });
  } else {
    const nonce = crypto.randomBytes(16).toString('base64');
    policy = buildPolicy({
      hashes: fallbackHashes,
      nonce,
      scriptHosts: manifest.scriptHosts,
      https,
    });
    req.headers['content-security-policy'] = policy; // Next reads the nonce from here
  }
  res.setHeader('Content-Security-Policy', policy);
  handle(req, res);
}).listen(port, hostname, () => {
  console.log(
    `ClearSignal ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`,
  );
});
