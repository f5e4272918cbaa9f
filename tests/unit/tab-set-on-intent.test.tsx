// @vitest-environment happy-dom
/**
 * components/ui/tab-set-on-intent.tsx: the Headless UI widget is fetched when a tab takes focus;
 * if the tab set is gone by the time it arrives (the visitor left, the page changed), nothing is
 * set. React reads `window.event` to prioritise every state update, so a read after the unmount
 * means the late widget was still set (in a torn-down test environment, that read threw).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { TabSetOnIntent } from '@/components/ui/tab-set-on-intent';

afterEach(cleanup);

it('sets nothing when the widget arrives after the tab set is gone', async () => {
  const { unmount } = render(
    <TabSetOnIntent
      label="Plans"
      items={[
        { key: 'a', tab: 'First', panel: <p>One</p> },
        { key: 'b', tab: 'Second', panel: <p>Two</p> },
      ]}
      listClassName=""
      tabClassName=""
    />,
  );
  fireEvent.focus(screen.getByRole('tab', { name: 'Second' }));
  unmount();
  let updatesAfterUnmount = 0;
  const event = Object.getOwnPropertyDescriptor(window, 'event');
  Object.defineProperty(window, 'event', {
    configurable: true,
    get: () => {
      updatesAfterUnmount++;
      return undefined;
    },
  });
  try {
    await act(async () => {
      await import('@/components/ui/tab-set');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  } finally {
    if (event) Object.defineProperty(window, 'event', event);
    else delete (window as { event?: unknown }).event;
  }
  expect(updatesAfterUnmount).toBe(0);
});

it('waits for a press on a tab to end before the widget replaces the snapshot, so its click counts', async () => {
  render(
    <TabSetOnIntent
      label="Plans"
      items={[
        { key: 'a', tab: 'First', panel: <p>One</p> },
        { key: 'b', tab: 'Second', panel: <p>Two</p> },
        { key: 'c', tab: 'Third', panel: <p>Three</p> },
      ]}
      listClassName=""
      tabClassName=""
    />,
  );
  const second = screen.getByRole('tab', { name: 'Second' });
  fireEvent.click(second); // chooses Second and focuses it: the widget is on its way
  const third = screen.getByRole('tab', { name: 'Third' });
  fireEvent.pointerDown(third);
  await act(async () => {
    await import('@/components/ui/tab-set');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  // The widget has arrived; the tab pressed is still the one in the page when it is released.
  expect(third.isConnected).toBe(true);
  await act(async () => {
    fireEvent.pointerUp(third);
    fireEvent.click(third);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.getByRole('tab', { name: 'Third' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByText('Three').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(
    false,
  );
  // Then the widget took over, with the focus on the tab clicked.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(third.isConnected).toBe(false);
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Third' }));
});
