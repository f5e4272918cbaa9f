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

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };
const decodeEntities = (v) => v.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, e) => ENTITIES[e]);

/**
 * What a page needs in style-src: the text of its inline <style> elements and the values of its
 * style attributes (React renders `style` props, e.g. Headless UI's hidden panels and
 * visually-hidden helpers, as attributes on the server; in the browser it sets them through
 * CSSOM, which CSP does not govern).
 */
export function inlineStyles(html) {
  const elements = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
  const attributes = [];
  for (const tag of html.matchAll(/<[a-zA-Z][^\s>/]*\s[^>]*>/g))
    for (const m of tag[0].matchAll(/\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi))
      attributes.push(decodeEntities(m[1] ?? m[2]));
  return { elements, attributes };
}

/** Several routes' style hashes (as the CSP manifest lists them) as one set, for one policy. */
export function mergeStyles(list) {
  return {
    elements: [...new Set(list.flatMap((s) => s.elements))],
    attributes: [...new Set(list.flatMap((s) => s.attributes))],
  };
}

export function sha256Source(text) {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The policy: nothing by default, then only what the site needs. `hashes` are the
 * build's inline scripts of this route; `styles` the hashes of its inline <style> elements and
 * `styleAttrs` those of its style attributes (allowed one by one through 'unsafe-hashes' in
 * style-src-attr; no 'unsafe-inline' anywhere); `nonce` is for a route rendered per request;
 * `scriptHosts` are optional (consent-gated) script origins the operator configured.
 */
export function buildPolicy({
  hashes = [],
  styles = [],
  styleAttrs = [],
  nonce,
  scriptHosts = [],
  https = false,
} = {}) {
  const nonceSource = nonce ? [`'nonce-${nonce}'`] : [];
  const script = ["'self'", ...hashes, ...nonceSource, ...scriptHosts];
  const directives = [
    "default-src 'none'",
    `script-src ${script.join(' ')}`,
    `style-src ${["'self'", ...styles, ...nonceSource].join(' ')}`,
    `style-src-attr ${styleAttrs.length ? ["'unsafe-hashes'", ...styleAttrs].join(' ') : "'none'"}`,
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

/**
 * The policy of a page's HTML as rendered once and served again (no nonce): exactly its own
 * inline scripts' and styles' hashes, beside the `elements` and `attributes` style hashes given.
 */
export function policyForHtml(
  html,
  { elements = [], attributes = [], scriptHosts = [], https } = {},
) {
  const unique = (list) => [...new Set(list)];
  const own = inlineStyles(html);
  return buildPolicy({
    hashes: unique(inlineScripts(html).map(sha256Source)),
    styles: unique([...elements, ...own.elements.map(sha256Source)]),
    styleAttrs: unique([...attributes, ...own.attributes.map(sha256Source)]),
    scriptHosts,
    https,
  });
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
