'use client';

import { useState } from 'react';

/** Copies the comparison's address (the URL is the whole comparison). */
export function ShareButton({ label, copied }: { label: string; copied: string }) {
  const [done, setDone] = useState(false);
  return (
    <p className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="btn-secondary"
        onClick={() =>
          void navigator.clipboard?.writeText(window.location.href).then(
            () => setDone(true),
            () => setDone(false),
          )
        }
      >
        {label}
      </button>
      <span role="status" className="text-sm text-slate-700">
        {done ? copied : ''}
      </span>
    </p>
  );
}
