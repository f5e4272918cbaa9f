import { env } from './lib/server/env.mjs';
import { libraryQueryRewrites } from './lib/server/library-query.mjs';
import { securityHeaders } from './lib/server/security-headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Source maps for the browser's chunks only when asked, for bench/boot.mjs; never in a normal build.
  productionBrowserSourceMaps: env().BROWSER_SOURCE_MAPS,
  reactStrictMode: true,
  // `npm test` (scripts/test.mjs) checks the types of the whole tree with tsc before it builds, so
  // its build skips Next's own pass over the app's part of it; `npm run build` keeps it.
  typescript: { ignoreBuildErrors: env().SKIP_BUILD_TYPECHECK },
  // A Server Action's Origin may be the site's own URL (SITE_URL) as well as the host the request
  // came through: the same rule as the action guard in front of it (lib/server/action-guard.mjs).
  experimental: { serverActions: { allowedOrigins: [new URL(env().SITE_URL).host] } },
  // English keeps its unprefixed URLs and Arabic lives under /ar, with no proxy: every page stays
  // static and nothing sets a cookie or redirects by Accept-Language. `/en/...` is the internal
  // path of English pages; a visitor who types it is sent, permanently, to the unprefixed URL.
  async redirects() {
    return [
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path*', destination: '/:path*', permanent: true },
      // The guide search's results were a page of their own for a while: they are the library's.
      { source: '/guides/search', destination: '/guides', permanent: true },
      { source: '/ar/guides/search', destination: '/ar/guides', permanent: true },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: libraryQueryRewrites(),
      afterFiles: [
        { source: '/', destination: '/en' },
        // Not an /en/ path either: from outside those are redirected above, so one here was
        // rewritten before the file system (the library's query) and is already internal.
        { source: '/:path((?!(?:ar|en)(?:/|$)).*)', destination: '/en/:path' },
      ],
      fallback: [],
    };
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
