import { localeJsonGet, localeStaticParams } from '@/lib/i18n/request';
import { guidePanels } from '@/lib/guides/panels';

// Written once per language at build time (/guides/panels.json, /ar/guides/panels.json): the
// library fetches its language's panels when a visitor first reaches for a guide, so the page's
// HTML carries none of the ten (lib/guides/panels.ts).
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = localeStaticParams;

export const GET = localeJsonGet(guidePanels);
