/**
 * One environment for the build, the server and the operator's tools. Canonical URLs, the sitemap
 * and robots.txt carry the SITE_URL of the build; mails and exported unsubscribe links the one the
 * process runs with. So `npm run build` records its SITE_URL in .next/build-env.json, and the
 * server and every CLI load the `.env*` files as Next does, check the environment (lib/server/env.mjs),
 * and stop, saying so, when their SITE_URL is not the build's, or when a tool that writes links
 * would write them on the default http://localhost:3000 without being told to.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as nextEnv from '@next/env';
import { DEFAULT_SITE_URL, env } from './env.mjs';

export const BUILD_ENV_FILE = path.join('.next', 'build-env.json');

/** Loads `.env.production.local`, `.env.local`, `.env.production`, `.env` as `next start` does. */
export function loadEnvFiles(dir = process.cwd()) {
  // A CommonJS bundle: its functions are named exports under tsx, the default export under node.
  const { loadEnvConfig } = nextEnv.loadEnvConfig ? nextEnv : nextEnv.default;
  loadEnvConfig(dir, false, { info: () => {}, error: console.error });
}

/** Records the build's environment (called by the build after `next build`). */
export function recordBuildEnv(file = BUILD_ENV_FILE) {
  loadEnvFiles();
  // PREVIEW=1 (lib/content/drafts.ts): drafts shown, every page noindex, robots.txt disallows all.
  const record = { SITE_URL: env().SITE_URL, PREVIEW: process.env.PREVIEW === '1' };
  fs.writeFileSync(file, `${JSON.stringify(record, null, 1)}\n`);
}

/**
 * For the server: null for a production build; for a preview build (`PREVIEW=1 npm run build`),
 * the start-up log's notice, or, when PREVIEW=1 is not set where it starts, an error: a preview
 * build served by a production unit by mistake would ask search engines to forget the site.
 */
export function previewNotice({ file = BUILD_ENV_FILE, source = process.env } = {}) {
  if (!fs.existsSync(file) || !JSON.parse(fs.readFileSync(file, 'utf8')).PREVIEW) return null;
  if (source.PREVIEW !== '1')
    throw new Error(
      'This is a preview build (PREVIEW=1 npm run build: drafts shown, noindex on every page, robots.txt disallowing all). Start it with PREVIEW=1 if a preview is what you mean to serve, or build again without PREVIEW for production.',
    );
  return 'PREVIEW build: drafts are shown with their banner, every page says noindex and robots.txt disallows all. Do not serve it as the public site.';
}

/**
 * What is wrong with this process's SITE_URL, or null: not the build's (when `file` holds a
 * build's record), or, with `writesLinks`, unset where no build says what it should be.
 */
export function siteUrlProblem({
  file = BUILD_ENV_FILE,
  writesLinks = false,
  source = process.env,
} = {}) {
  const running = env().SITE_URL;
  if (fs.existsSync(file)) {
    const built = JSON.parse(fs.readFileSync(file, 'utf8')).SITE_URL;
    if (built !== running)
      return `SITE_URL is ${running}, but the build in ${path.dirname(file)} was made with ${built}: its canonical URLs, sitemap and robots.txt would name one address and mails another. Run with SITE_URL=${built}, or build again with ${running}.`;
    return null;
  }
  const unset = !(source.SITE_URL ?? '').trim() && !(source.NEXT_PUBLIC_SITE_URL ?? '').trim();
  if (writesLinks && unset)
    return `SITE_URL is not set, and there is no build to take it from: links would point at ${DEFAULT_SITE_URL}. Set SITE_URL to the site's public address.`;
  return null;
}

/**
 * Loads and checks the environment of a server or CLI: prints what is wrong and exits 1, or
 * returns the checked environment.
 */
export function checkedRunEnv({ writesLinks = false, server = false } = {}) {
  loadEnvFiles();
  try {
    const problem = siteUrlProblem({ writesLinks });
    if (problem) throw new Error(problem);
    const preview = server ? previewNotice() : null;
    if (preview) console.log(preview);
    return env();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

/** The server's environment: checkedRunEnv, and a preview build says so in the log (previewNotice). */
export const serverRunEnv = () => checkedRunEnv({ server: true });
