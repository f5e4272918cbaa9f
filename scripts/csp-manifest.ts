/**
 * After `next build`: reads every prerendered HTML page and records the SHA-256 of each of its
 * inline scripts, per route, in .next/csp-manifest.json. server.mjs serves each static route the
 * policy that allows exactly those scripts, so pages stay static (no nonce) under a strict CSP.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inlineScripts, sha256Source } from '../lib/csp.mjs';
import { siteConfig } from '../lib/site';

const appDir = path.join('.next', 'server', 'app');
const routes: Record<string, string[]> = {};

function walk(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name.endsWith('.html')) {
      const rel = path
        .relative(appDir, full)
        .replace(/\\/g, '/')
        .replace(/\.html$/, '');
      const route = rel === 'index' ? '/' : `/${rel}`;
      const hashes = [...new Set(inlineScripts(fs.readFileSync(full, 'utf8')).map(sha256Source))];
      routes[route] = hashes;
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
const manifest = { generatedAt: new Date().toISOString(), routes, scriptHosts };
fs.writeFileSync(path.join('.next', 'csp-manifest.json'), JSON.stringify(manifest, null, 1));
console.log(
  `CSP manifest: ${Object.keys(routes).length} prerendered routes, ${Object.values(routes).reduce((n, h) => n + h.length, 0)} inline script hashes${scriptHosts.length ? `, optional script hosts ${scriptHosts.join(' ')}` : ''}`,
);
