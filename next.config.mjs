import { env } from './lib/env.mjs';
import { securityHeaders } from './lib/security-headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Source maps for the browser's chunks only when asked, for bench/boot.mjs; never in a normal build.
  productionBrowserSourceMaps: env().BROWSER_SOURCE_MAPS,
  reactStrictMode: true,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
