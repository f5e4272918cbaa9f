import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/config/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        // The newsletter's own pages (a token in the address, or nothing to find), not its archive
        // (/newsletter/<issue>), which the sitemap lists.
        disallow: ['', '/ar'].flatMap((l) => [
          ...(l ? [] : ['/api/']),
          `${l}/newsletter/confirm`,
          `${l}/newsletter/unsubscribe`,
          `${l}/newsletter/thank-you`,
          `${l}/form-error`,
        ]),
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
    host: absoluteUrl('/'),
  };
}
