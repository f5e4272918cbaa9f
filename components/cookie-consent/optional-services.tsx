'use client';

import { useEffect, useState } from 'react';
import { fetchOptionalScripts, optionalServicesText } from '@/lib/consent/scripts';
import type { OptionalScripts } from '@/lib/consent/optional-scripts';

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
  const [text, setText] = useState(() => optionalServicesText(initial, none));
  useEffect(() => {
    let alive = true;
    void fetchOptionalScripts(fetch).then((scripts) => {
      if (alive && scripts) setText(optionalServicesText(scripts, none));
    });
    return () => {
      alive = false;
    };
  }, [none]);
  return <span data-testid="optional-services">{text}</span>;
}
