import { securityHeaders } from './lib/security-headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Source maps for the browser's chunks only when asked, for bench/boot.mjs; never in a normal build.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === '1',
  reactStrictMode: true,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
