'use client';

import { useEffect, useState } from 'react';
import type { OptionalScripts } from '@/lib/optional-scripts';

const describe = ({ analytics, marketing }: OptionalScripts) => [
  ...analytics.map((src) => `${src} (analytics)`),
  ...marketing.map((src) => `${src} (marketing)`),
];

/**
 * The optional (consent-gated) services in use, by name. The server renders the list the site
 * was built with; in the browser it is refreshed from /api/optional-scripts, the same list the
 * consent loader starts from, so a service an operator adds at run time is named here before
 * any visitor's consent can start it.
 */
export function OptionalServicesList({
  initial,
  none,
}: {
  initial: OptionalScripts;
  none: string;
}) {
  const [listed, setListed] = useState(() => describe(initial));
  useEffect(() => {
    let alive = true;
    fetch('/api/optional-scripts', { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<OptionalScripts>) : null))
      .then((scripts) => {
        if (alive && scripts) setListed(describe(scripts));
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return (
    <span data-testid="optional-services">{listed.length ? `${listed.join('; ')}.` : none}</span>
  );
}
