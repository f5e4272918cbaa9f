// Content-Security-Policy for every response, built from the build's own inline scripts.
// Plain JavaScript so server.mjs can use it without a build step; unit-tested in tests/unit/csp.test.ts.
import crypto from 'node:crypto';

/** Inline scripts that run (not JSON-LD or other data blocks). */
export function inlineScripts(html) {
  const out = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = attrs.match(/\btype\s*=\s*["']?([^"'\s>]+)/i)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    out.push(m[2]);
  }
  return out;
}

export function sha256Source(text) {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The policy: nothing by default, then only what the site needs. `hashes` are the
 * build's inline scripts of this route; `nonce` is for a route rendered per request;
 * `scriptHosts` are optional (consent-gated) script origins the operator configured.
 */
export function buildPolicy({ hashes = [], nonce, scriptHosts = [], https = false } = {}) {
  const script = ["'self'", ...hashes, ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHosts];
  const directives = [
    "default-src 'none'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** `/guides/x/` → `/guides/x`; `` → `/`. */
export function normalisePath(pathname) {
  let p = pathname;
  try {
    p = decodeURIComponent(p);
  } catch {
    // keep as is
  }
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p || '/';
}
