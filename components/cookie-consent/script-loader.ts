'use client';

import type { Consent } from '@/lib/consent';
import type { OptionalScripts } from '@/lib/optional-scripts';

const started = new Set<string>();

/**
 * Starts the optional scripts of the categories the visitor accepted. Nothing is requested
 * (not even the list of scripts) unless analytics or marketing is accepted.
 */
export async function startOptionalScripts(consent: Consent) {
  const wanted = (['analytics', 'marketing'] as const).filter((c) => consent[c]);
  if (!wanted.length) return;
  let sources: OptionalScripts;
  try {
    const res = await fetch('/api/optional-scripts', { cache: 'no-store' });
    if (!res.ok) return;
    sources = (await res.json()) as OptionalScripts;
  } catch {
    return;
  }
  for (const category of wanted) {
    for (const src of sources[category] ?? []) {
      if (started.has(src)) continue;
      started.add(src);
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.consentCategory = category;
      document.head.appendChild(script);
    }
  }
}
