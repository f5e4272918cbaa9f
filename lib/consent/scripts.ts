/**
 * Starts the optional scripts of the categories the visitor accepted (spec section 4). Nothing is
 * requested, not even the list of scripts, unless analytics or marketing is accepted; each script
 * starts once per page. The browser's fetch and document are passed in.
 */
import type { Consent } from '.';
import type { OptionalScripts } from './optional-scripts';

type Deps = {
  fetch: typeof fetch;
  document: Pick<Document, 'createElement' | 'head'>;
};

const SCRIPT_CATEGORIES = ['analytics', 'marketing'] as const;

/** The lists of /api/optional-scripts, or null for anything else. */
export function parseOptionalScripts(data: unknown): OptionalScripts | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const list = (v: unknown) =>
    Array.isArray(v) && v.every((s) => typeof s === 'string') ? (v as string[]) : null;
  const analytics = list(d.analytics);
  const marketing = list(d.marketing);
  return analytics && marketing ? { analytics, marketing } : null;
}

/** The lists the consent loader starts from, as /api/optional-scripts gives them now; null when unreadable. */
export async function fetchOptionalScripts(fetchFn: typeof fetch): Promise<OptionalScripts | null> {
  try {
    const res = await fetchFn('/api/optional-scripts', {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    return res.ok ? parseOptionalScripts(await res.json()) : null;
  } catch {
    return null;
  }
}

/** The cookie policy's "Optional services in use now": each source with its category, or `none`. */
export function optionalServicesText({ analytics, marketing }: OptionalScripts, none: string) {
  const listed = [
    ...analytics.map((src) => `${src} (analytics)`),
    ...marketing.map((src) => `${src} (marketing)`),
  ];
  return listed.length ? `${listed.join('; ')}.` : none;
}

export function createScriptLoader(deps: () => Deps) {
  const started = new Set<string>();
  return async function startOptionalScripts(consent: Consent) {
    const wanted = SCRIPT_CATEGORIES.filter((c) => consent[c]);
    if (!wanted.length) return;
    const { fetch, document } = deps();
    const sources = await fetchOptionalScripts(fetch);
    if (!sources) return;
    for (const category of wanted) {
      for (const src of sources[category]) {
        if (started.has(src)) continue;
        started.add(src);
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        script.dataset.consentCategory = category;
        document.head.appendChild(script);
      }
    }
  };
}

/** The browser's loader. */
export const startOptionalScripts = createScriptLoader(() => ({
  fetch: (...args) => window.fetch(...args),
  document: window.document,
}));
