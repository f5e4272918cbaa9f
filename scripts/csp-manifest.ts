/**
 * After `next build`: reads every prerendered HTML page and records the SHA-256 of each of its
 * inline scripts, per route, in .next/csp-manifest.json. server.mjs serves each static route the
 * policy that allows exactly those scripts, so pages stay static (no nonce) under a strict CSP.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inlineScripts, inlineStyles, sha256Source } from '../lib/server/csp.mjs';
import { routeHandlers } from '../lib/server/http-methods.mjs';
import { recordBuildEnv } from '../lib/server/run-env.mjs';
import { siteConfig } from '../lib/config/site';
import { actionFormsManifest } from '../lib/forms/action-forms';

const appDir = path.join('.next', 'server', 'app');
const routes: Record<string, string[]> = {};
/** Per route: hashes of its inline <style> elements and of its style attribute values. */
const styles: Record<string, { elements: string[]; attributes: string[] }> = {};
const hashAll = (texts: string[]) => [...new Set(texts.map(sha256Source))];

function walk(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name.endsWith('.html')) {
      const rel = path
        .relative(appDir, full)
        .replace(/\\/g, '/')
        .replace(/\.html$/, '');
      // English pages are built under /en and served at their unprefixed URLs (next.config.mjs
      // rewrites them), so they are listed under the path a browser asks for: /en/about → /about.
      const route = rel === 'index' || rel === 'en' ? '/' : `/${rel.replace(/^en\//, '')}`;
      const html = fs.readFileSync(full, 'utf8');
      routes[route] = hashAll(inlineScripts(html));
      const found = inlineStyles(html);
      styles[route] = { elements: hashAll(found.elements), attributes: hashAll(found.attributes) };
    }
  }
}

walk(appDir);
const scriptHosts = [
  ...new Set(
    [...siteConfig.optionalScripts.analytics, ...siteConfig.optionalScripts.marketing].map(
      (src) => new URL(src, siteConfig.url).origin,
    ),
  ),
].filter((origin) => origin !== new URL(siteConfig.url).origin);
// The route handlers' methods, so server.mjs answers any other method with 405 and `Allow`.
const handlers = routeHandlers('app');
const manifest = {
  generatedAt: new Date().toISOString(),
  routes,
  styles,
  scriptHosts,
  routeHandlers: handlers,
  // What the guard in front of the Server Actions checks (lib/server/action-guard.mjs).
  actionForms: actionFormsManifest(),
};
fs.writeFileSync(path.join('.next', 'csp-manifest.json'), JSON.stringify(manifest, null, 1));
// The SITE_URL this build carries: server.mjs and the CLIs refuse to run with another.
recordBuildEnv();
console.log(
  `CSP manifest: ${Object.keys(routes).length} prerendered routes, ${Object.values(routes).reduce((n, h) => n + h.length, 0)} inline script hashes, ${Object.values(styles).reduce((n, h) => n + h.elements.length + h.attributes.length, 0)} inline style hashes${scriptHosts.length ? `, optional script hosts ${scriptHosts.join(' ')}` : ''}`,
);
