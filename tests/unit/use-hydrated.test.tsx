// @vitest-environment happy-dom
/**
 * useHydrated and useClientValue (components/ui/use-hydrated.ts): false (undefined) in the
 * server's HTML and through hydration, so the page hydrates without a mismatch; true (the value)
 * afterwards, rendered in a task of its own. The usual `useSyncExternalStore(…, () => true,
 * () => false)` makes that second render synchronous, inside the effects of the hydration commit,
 * where on a phone it was one long task with them.
 */
import { act, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useClientValue, useHydrated } from '@/components/ui/use-hydrated';
import { hydrateServerHtml } from '../support/hydrate';

describe('useHydrated', () => {
  it('hydrates as false, then turns true in a later task, not inside the hydration effects', async () => {
    const seen: boolean[] = [];
    let seenByTheEffectsTask: boolean[] | undefined;
    function Probe() {
      const hydrated = useHydrated();
      seen.push(hydrated);
      useEffect(() => {
        // A microtask runs once the task that flushes the hydration's effects is over.
        if (!hydrated) queueMicrotask(() => (seenByTheEffectsTask = [...seen]));
      }, [hydrated]);
      return <p>{hydrated ? 'script' : 'no script'}</p>;
    }

    const html = renderToString(<Probe />);
    expect(html).toBe('<p>no script</p>');
    seen.length = 0;
    const { container, root, errors } = hydrateServerHtml(html, <Probe />);

    await expect.poll(() => container.textContent, { timeout: 2000 }).toBe('script');
    expect(errors).toEqual([]);
    expect(seenByTheEffectsTask).toEqual([false]);
    expect(seen).toEqual([false, true]);
    root.unmount();
    container.remove();
  });

  it('useClientValue reads again on each change its store reports, and stops listening when unmounted', async () => {
    let stored = 'a';
    const listeners = new Set<() => void>();
    const read = () => stored;
    const subscribe = (onChange: () => void) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    };
    function Probe() {
      return <p>{useClientValue(read, subscribe) ?? 'unknown'}</p>;
    }
    const html = renderToString(<Probe />);
    expect(html).toBe('<p>unknown</p>');
    const { container, root, errors } = hydrateServerHtml(html, <Probe />);
    await expect.poll(() => container.textContent, { timeout: 2000 }).toBe('a');
    stored = 'b';
    act(() => listeners.forEach((l) => l()));
    expect(container.textContent).toBe('b');
    expect(errors).toEqual([]);
    root.unmount();
    expect(listeners.size).toBe(0);
    container.remove();
  });
});
