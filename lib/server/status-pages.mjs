/**
 * The 404 and error pages of each language, as the build prerendered them (app/[locale]/404 and
 * app/[locale]/500). Next renders a 404 under the dynamic root layout (`app/[locale]`) only in the
 * browser: its server HTML is an empty shell (vercel/next.js#62228), and so is its HTML for a page
 * that fails to render (the browser then shows app/[locale]/error.tsx). A full page load that Next
 * answers 404 or 500 gets this HTML instead, in the language of its path, so the page reads
 * without JavaScript.
 */
import fs from 'node:fs';
import { wantsDocument } from './protocol.mjs';

const prerenderedPages = (status, appDir) =>
  Object.fromEntries(
    ['en', 'ar'].flatMap((locale) => {
      const file = `${appDir}/${locale}/${status}.html`;
      if (!fs.existsSync(file)) return [];
      const route = locale === 'en' ? `/${status}` : `/${locale}/${status}`;
      return [[locale, { html: fs.readFileSync(file), route }]];
    }),
  );
const localeOfPath = (path) => (/^\/ar(\/|$)/.test(path) ? 'ar' : 'en');

/**
 * Reads the pages once; returns `serveStatusPages(req, res, path)`, which answers with the
 * language's prerendered 404 or error page whatever Next was about to send, once Next decides on a
 * 404 or a 500 (the /404 and /500 pages themselves, which are no pages of their own, get the 404
 * page). `policyOf(route)`: the Content-Security-Policy of a prerendered route (`/404`, `/ar/500`).
 */
export function statusPages({ policyOf, appDir = '.next/server/app' }) {
  const pages = { 404: prerenderedPages(404, appDir), 500: prerenderedPages(500, appDir) };
  return function serveStatusPages(req, res, path) {
    const direct = /^(\/ar)?\/(404|500)\/?$/.test(path);
    // The /404 and /500 addresses answer 404 to any client; another answer is replaced for a page load.
    if (!direct && !wantsDocument(req, path)) return;
    const locale = localeOfPath(path);
    const { writeHead, end } = res;
    res.writeHead = function (nextStatus, ...rest) {
      const status = direct ? 404 : nextStatus;
      const page = pages[status]?.[locale];
      if (!page) return writeHead.call(this, nextStatus, ...rest);
      for (const h of ['content-encoding', 'content-length', 'etag', 'vary', 'x-nextjs-cache'])
        res.removeHeader(h);
      writeHead.call(this, status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': page.html.length,
        'Cache-Control': 'no-store',
        'Content-Security-Policy': policyOf(page.route),
      });
      end.call(this, req.method === 'HEAD' ? undefined : page.html);
      // What Next goes on to write is not sent.
      res.writeHead = () => res;
      res.write = () => true;
      res.end = () => res;
      return res;
    };
  };
}
