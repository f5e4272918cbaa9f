// Which HTTP methods each path accepts, for server.mjs to answer the rest with 405 and `Allow`
// before Next sees them (Next answers TRACE on a route handler with a 500, and renders a dynamic
// page for any method). Plain ESM so server.mjs can import it without a build step.
import fs from 'node:fs';
import path from 'node:path';

const VERBS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/**
 * The route handlers under `appDir` (app/**\/route.(ts|js)) with the methods each exports, e.g.
 * `{ pattern: '/api/newsletter/confirm', methods: ['POST'] }`; `[slug]` segments match any one segment and
 * `(group)` segments are left out, as Next does.
 */
export function routeHandlers(appDir) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^route\.(ts|tsx|js|mjs)$/.test(entry.name)) {
        const source = fs.readFileSync(full, 'utf8');
        const methods = VERBS.filter((v) =>
          new RegExp(`export\\s+(async\\s+)?(function|const|let)\\s+${v}\\b`).test(source),
        );
        const segments = path
          .relative(appDir, dir)
          .split(path.sep)
          .filter((s) => s && !/^\(.*\)$/.test(s));
        out.push({ pattern: `/${segments.join('/')}`, methods });
      }
    }
  };
  walk(appDir);
  return out;
}

const matches = (pattern, pathname) => {
  const a = pattern.split('/');
  const b = pathname.split('/');
  return a.length === b.length && a.every((s, i) => /^\[.+\]$/.test(s) || s === b[i]);
};

/**
 * Pages whose form posts to a server action on the page itself (Next runs the action and renders
 * the answer, which is how the form works without JavaScript), in both languages: "Write my
 * complaint" (whose letter must not travel in a URL), the contact form, the newsletter sign-up on
 * the home page, plan advice on /plans, the price report on each catalogue plan and "E-mail me
 * instead" of /remind (lib/forms/action-forms.ts has each one's form).
 */
const ACTION_PAGE_PATTERNS = [
  '/complain',
  '/contact',
  '/',
  '/plans',
  '/plans/catalogue/[slug]',
  '/remind',
];
export const ACTION_PAGES = ACTION_PAGE_PATTERNS.flatMap((p) => [p, p === '/' ? '/ar' : `/ar${p}`]);

/**
 * The methods `pathname` accepts: a route handler's own (with HEAD beside GET, and OPTIONS, which
 * Next answers for route handlers); everything else (pages, metadata routes, static files) GET
 * and HEAD only.
 */
export function allowedMethods(pathname, handlers = []) {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (ACTION_PAGES.some((pattern) => matches(pattern, p))) return ['GET', 'HEAD', 'POST'];
  const handler = handlers.find((h) => matches(h.pattern, p));
  if (!handler) return ['GET', 'HEAD'];
  const set = new Set(handler.methods);
  if (set.has('GET')) set.add('HEAD');
  set.add('OPTIONS');
  return VERBS.filter((v) => set.has(v));
}
