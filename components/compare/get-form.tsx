'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * A plain `<form method="get">` of /plans/compare, enhanced: with JavaScript its query goes
 * through the router (the page updates in place, a history step each, the scroll position
 * kept); without it, the browser loads the same address. The server renders everything either
 * way. `submitOnChange` sends it when a control is changed (the exit-month slider, on release)
 * and shows a range's value in its `<output for>` while it moves. `focusKey`: when it changes
 * and the form holds an invalid field, focus moves to the first one.
 */
export function GetForm({
  action,
  className,
  submitOnChange = false,
  focusKey,
  children,
}: {
  action: string;
  className?: string;
  submitOnChange?: boolean;
  focusKey?: string;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const ref = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusKey) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusKey]);

  useEffect(() => {
    const form = ref.current;
    if (!form || !submitOnChange) return;
    const send = () => form.requestSubmit();
    const show = (e: Event) => {
      const input = e.target as HTMLInputElement;
      if (input.type !== 'range') return;
      const output = form.querySelector(`output[for="${input.id}"]`);
      if (output) output.textContent = input.value;
    };
    form.addEventListener('change', send);
    form.addEventListener('input', show);
    return () => {
      form.removeEventListener('change', send);
      form.removeEventListener('input', show);
    };
  }, [submitOnChange]);

  return (
    <form
      ref={ref}
      method="get"
      action={action}
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        const query = new URLSearchParams();
        for (const [k, v] of new FormData(e.currentTarget))
          if (typeof v === 'string') query.append(k, v);
        // `~` marks an entered offer; the browser's form encoding escapes it, the page's links do not.
        const q = query.toString().replace(/%7E/g, '~');
        router.push(q ? `${action}?${q}` : action, { scroll: false });
      }}
    >
      {children}
    </form>
  );
}
