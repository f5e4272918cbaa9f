import { optionalScriptSources } from '@/lib/consent/optional-scripts';

// Read at request time, so an operator can configure scripts without rebuilding.
export const dynamic = 'force-dynamic';

/** The optional scripts the consent loader starts; the browser asks only after consent. */
export function GET() {
  return Response.json(optionalScriptSources(), {
    headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  });
}
