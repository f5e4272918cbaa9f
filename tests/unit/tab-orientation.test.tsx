// @vitest-environment happy-dom
/**
 * A tab set vertical on wide screens (`verticalWhen`, the /plans #mobile tabs): the server renders
 * it horizontal; on a wide screen it hydrates in one render, its list then vertical without a
 * second one (it used to re-render inside the hydration's effects); it follows the screen; and its
 * arrow keys are then up and down.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { MobilePlanTabs } from '@/components/plans/mobile-plan-tabs';

const WIDE = '(min-width: 64rem)';
let wide = true;
const listeners = new Set<() => void>();
vi.spyOn(window, 'matchMedia').mockImplementation(
  (query) =>
    ({
      media: query,
      get matches() {
        return query === WIDE && wide;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList,
);
afterEach(() => {
  cleanup();
  wide = true;
  document.body.innerHTML = '';
});

const tabs = ['Prepaid', 'Postpaid', 'Data-only'].map((title) => ({
  id: title.toLowerCase(),
  title,
  panel: <p>{`${title} panel`}</p>,
}));

it('hydrates on a wide screen in one render, vertical, and follows the screen without rendering', async () => {
  const commits: string[] = [];
  const tree = (
    <Profiler id="tabs" onRender={(_id, phase) => commits.push(phase)}>
      <MobilePlanTabs label="Types" tabs={tabs} />
    </Profiler>
  );
  const html = renderToString(tree);
  expect(html).toContain('aria-orientation="horizontal"');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  commits.length = 0;
  const errors: unknown[] = [];
  const root = hydrateRoot(container, tree, { onRecoverableError: (e) => errors.push(e) });
  const list = () => container.querySelector('[role="tablist"]')!;
  await waitFor(() => expect(list().getAttribute('aria-orientation')).toBe('vertical'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(errors).toEqual([]);
  expect(commits).toEqual(['mount']);

  wide = false;
  act(() => listeners.forEach((listener) => listener()));
  expect(list().getAttribute('aria-orientation')).toBe('horizontal');
  expect(commits).toEqual(['mount']);
  act(() => root.unmount());
  expect(listeners.size).toBe(0);
});

it('is vertical on a wide screen: ArrowDown moves to the next tab, ArrowRight does nothing', async () => {
  render(<MobilePlanTabs label="Types" tabs={tabs} />);
  await waitFor(() =>
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical'),
  );
  const first = screen.getByRole('tab', { name: 'Prepaid' });
  act(() => first.focus());
  act(() => void fireEvent.keyDown(first, { key: 'ArrowRight' }));
  expect(first.getAttribute('aria-selected')).toBe('true');
  act(() => void fireEvent.keyDown(first, { key: 'ArrowDown' }));
  const postpaid = screen.getByRole('tab', { name: 'Postpaid' });
  expect(postpaid.getAttribute('aria-selected')).toBe('true');
  expect(document.activeElement).toBe(postpaid);
});
