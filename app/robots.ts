import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/config/site';
import { isPreview } from '@/lib/content';

export default function robots(): MetadataRoute.Robots {
  // A preview build (PREVIEW=1, drafts shown) is for reviewers: no robot may read any of it.
  if (isPreview()) return { rules: [{ userAgent: '*', disallow: '/' }] };
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
        ]),
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
    host: absoluteUrl('/'),
  };
}
