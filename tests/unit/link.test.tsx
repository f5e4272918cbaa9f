// @vitest-environment happy-dom
/**
 * The site's Link (components/ui/link.tsx) takes the visitor's intent (pointer, focus, touch) to
 * start prefetching; a caller's own handlers for those events still run, whether it left the
 * prefetch to the Link or chose it. (That prefetching waits for intent: e2e/layout.spec.ts.)
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Link from '@/components/ui/link';
import { LocaleProvider } from '@/components/ui/locale-context';

afterEach(cleanup);

describe('Link', () => {
  for (const prefetch of [undefined, false] as const)
    it(`runs the caller's pointer, focus and touch handlers (prefetch ${String(prefetch)})`, () => {
      const onPointerEnter = vi.fn();
      const onFocus = vi.fn();
      const onTouchStart = vi.fn();
      render(
        <LocaleProvider locale="ar">
          <Link
            href="/plans"
            prefetch={prefetch}
            onPointerEnter={onPointerEnter}
            onFocus={onFocus}
            onTouchStart={onTouchStart}
          >
            Plans
          </Link>
        </LocaleProvider>,
      );
      const link = screen.getByRole('link', { name: 'Plans' });
      expect(link.getAttribute('href')).toBe('/ar/plans');
      fireEvent.pointerEnter(link);
      fireEvent.focus(link);
      fireEvent.touchStart(link);
      expect(onPointerEnter).toHaveBeenCalledTimes(1);
      expect(onFocus).toHaveBeenCalledTimes(1);
      expect(onTouchStart).toHaveBeenCalledTimes(1);
    });
});
