/**
 * HTML conformance of every page: runs html-validate (config: .htmlvalidate.json, the standard's
 * rules) over `.next/server/app/**\/*.html`, the prerendered files `npm run build` writes, and over
 * the pages rendered per request (PER_REQUEST: the filtered catalogue, a shared comparison, the
 * guide search's results, in both languages), fetched from the production server (server.mjs) started on a free port; exits 1
 * on any error, naming file or address, line and rule. Part of `npm test` (`npm run test:html`).
 * Run: `node scripts/validate-html.mjs [directory]` (default .next/server/app and the per-request
 * pages; needs a build). A directory given is checked alone, without a server.
 *
 * Then the head of every public route in both languages (scripts/page-head.ts: title, canonical,
 * hreflang pairs, social tags, robots, JSON-LD), from the page the build wrote or, for a route
 * rendered per request, from the server's answer; a route with neither is an error. With a
 * directory given, the head of each route's page found there (`en/plans.html`…).
 *
 * The rules: html-validate's `standard` preset, a few of its other rules that are the standard's
 * too (input attributes per type, references to ids, one landmark of a kind), and two of ours
 * that html-validate lacks and the Nu Html Checker has (html-validate-rules.mjs: tabs without a
 * panel, a required select without a placeholder option). Not `hidden-focusable`: Headless UI's
 * tab sets prerender an aria-hidden focus sentinel button that is gone once their script runs
 * (the axe checks of the e2e suite judge the live page). `_global-error.html` is skipped: it is
 * Next's own fallback page (shown when the root layout itself fails), not this site's markup.
 */
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import os from 'node:os';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { tsImport } from 'tsx/esm/api';
import { startServer } from '../bench/lib.mjs';

const dir = process.argv[2] ?? '.next/server/app';
// The build's pages, then those the started build renders per request; a directory given is checked alone.
const perRequest = process.argv[2] === undefined;
// `_not-found.html` too: Next's bare page for its internal /_not-found route, which server.mjs
// never serves (unknown paths get the site's own 404 page, in their language).
const SKIPPED = new Set(['_global-error.html', '_not-found.html']);
// A quoted offer in the shared-link format (lib/pricing/url.ts): "Shop", AED 99.00 with VAT, 12 months.
const SHOP = '~Shop.7n0.1.c';
const COMPARISON = `o=elife-ultra-starter-24-months&o=control-plan-80-flexible&o=${SHOP}&m=6&p=24`;
/** Pages no build writes: rendered for their query, each in both languages. */
const PER_REQUEST = [
  '/plans/catalogue?operator=du&sort=monthly&period=24',
  `/plans/catalogue?type=mobile&c=${encodeURIComponent(COMPARISON)}`,
  `/plans/compare?${COMPARISON}`,
  // The guide library for a search (in Arabic, the English word matches nothing: its empty state).
  '/guides?q=roaming',
].flatMap((p) => [p, `/ar${p}`]);

function* htmlFiles(d) {
  for (const name of readdirSync(d)) {
    const path = join(d, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith('.html') && !SKIPPED.has(name)) yield path;
  }
}

let files;
try {
  files = [...htmlFiles(dir)].sort();
} catch {
  console.error(`validate-html: no ${dir}: run \`npm run build\` first.`);
  process.exit(2);
}
if (files.length === 0) {
  console.error(`validate-html: no .html files under ${dir}: run \`npm run build\` first.`);
  process.exit(2);
}

// Each file's config is the nearest .htmlvalidate.json above it: the repo's.
const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader());
const results = [];
let errors = 0;
const add = (report, name) => {
  errors += report.errorCount;
  results.push(...report.results.map((r) => ({ ...r, filePath: name(r.filePath) })));
};
for (const file of files)
  add(await htmlvalidate.validateFile(file), (f) => relative(process.cwd(), f));

let heads = 0;
/** The head checks of one route's page, its problems counted as errors and printed. */
function checkHead(html, route, where) {
  heads++;
  for (const problem of headProblems(html, route)) {
    console.error(`validate-html: ${where} (${route.path}): ${problem}`);
    errors++;
  }
}
/** The routes the build wrote no page for (those rendered per request), after checking the others. */
const unbuilt = [];
// A route's page is under en/ or ar/ (English pages are built under /en): a folder without either
// (a fixture's) has none, and is spared loading the route table and a DOM.
const hasRoutes = perRequest || ['en', 'ar'].some((l) => existsSync(join(dir, l)));
const { ALL_ROUTES, builtFile, headProblems } = hasRoutes
  ? {
      ...(await tsImport('../e2e/routes.ts', import.meta.url)),
      ...(await tsImport('./page-head.ts', import.meta.url)),
    }
  : { ALL_ROUTES: [] };
for (const route of ALL_ROUTES) {
  const file = join(dir, builtFile(route));
  if (existsSync(file)) checkHead(readFileSync(file, 'utf8'), route, relative(process.cwd(), file));
  else if (perRequest) unbuilt.push(route);
}

if (perRequest) await checkPerRequest();

async function checkPerRequest() {
  const db = join(os.tmpdir(), `cs-validate-html-${process.pid}.db`);
  const server = await startServer({
    DATABASE_URL: `file:${db}`,
    OUTBOX_WORKER: 'off',
  });
  try {
    for (const address of PER_REQUEST) {
      const res = await fetch(server.url + address, { redirect: 'manual' });
      if (res.status !== 200) {
        console.error(`validate-html: ${address} answered ${res.status}, not a page`);
        errors++;
        continue;
      }
      // Named under the repository, so that its .htmlvalidate.json applies as to the files.
      const name = join(process.cwd(), '.next', 'per-request.html');
      add(await htmlvalidate.validateString(await res.text(), name), () => address);
    }
    for (const route of unbuilt) {
      const res = await fetch(server.url + route.path, { redirect: 'manual' });
      if (res.status === 200) checkHead(await res.text(), route, 'rendered per request');
      else {
        console.error(
          `validate-html: ${route.path}: no page built, and the server answered ${res.status}`,
        );
        errors++;
      }
    }
  } finally {
    await server.stop();
    for (const f of [db, `${db}-wal`, `${db}-shm`]) rmSync(f, { force: true });
  }
}
if (results.length) console.log(formatterFactory('stylish')(results));
console.log(
  `validate-html: ${files.length} pages${perRequest ? ` and ${PER_REQUEST.length} per-request pages` : ''}, ${errors} errors; ${heads} route heads checked`,
);
process.exit(errors ? 1 : 0);
