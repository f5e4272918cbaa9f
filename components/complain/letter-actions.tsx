'use client';

import { useState } from 'react';
import { useHydrated } from '../ui/use-hydrated';

/**
 * Copy and print: they need JavaScript, so they appear once it runs (without it the page says
 * that printing prints the letter alone, and the download needs none).
 */
export function LetterScriptActions({
  text,
  labels,
}: {
  text: string;
  labels: { copy: string; copied: string; print: string };
}) {
  // False in the server's HTML, true once the page's scripts run.
  const ready = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!ready) return null;
  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {labels.copy}
      </button>
      <button type="button" className="btn-secondary" onClick={() => window.print()}>
        {labels.print}
      </button>
      <span role="status" className="self-center text-sm text-slate-700">
        {copied ? labels.copied : ''}
      </span>
    </>
  );
}
