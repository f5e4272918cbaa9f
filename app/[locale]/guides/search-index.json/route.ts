import { getGuides } from '@/lib/content';
import { buildSearchIndex } from '@/lib/search-index';

// Written once at build time as a static file: /guides fetches it on the visitor's first search,
// so no guide's full text is part of the page's JavaScript.
export const dynamic = 'force-static';

export function GET() {
  const index = buildSearchIndex(
    getGuides().map((g) => ({ slug: g.slug, title: g.title, brief: g.brief, raw: g.body.raw })),
  );
  return new Response(JSON.stringify(index), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=0, must-revalidate',
    },
  });
}
