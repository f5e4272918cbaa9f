// @vitest-environment happy-dom
/**
 * components/ui/tab-set-on-intent.tsx: the Headless UI widget is fetched when a tab takes focus;
 * if the tab set is gone by the time it arrives (the visitor left, the page changed), nothing is
 * set. React reads `window.event` to prioritise every state update, so a read after the unmount
 * means the late widget was still set (in a torn-down test environment, that read threw).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { TabSetOnIntent } from '@/components/ui/tab-set-on-intent';

afterEach(cleanup);

/** A tab set of three tabs, First selected. */
const renderTabs = () =>
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
      withoutScript="every"
    />,
  );

it('sets nothing when the widget arrives after the tab set is gone', async () => {
  const { unmount } = renderTabs();
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

/** Three tabs, 'Second' clicked (chosen and focused: the widget is on its way), 'Third' pressed. */
async function pressWhileTheWidgetLoads() {
  renderTabs();
  fireEvent.click(screen.getByRole('tab', { name: 'Second' }));
  const third = screen.getByRole('tab', { name: 'Third' });
  fireEvent.pointerDown(third);
  await settle();
  // The widget has arrived; the tab pressed is still the one in the page.
  expect(third.isConnected).toBe(true);
  return third;
}

/** The widget's chunk loaded and every timer due now run. */
const settle = () =>
  act(async () => {
    await import('@/components/ui/tab-set');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

it('waits for a press on a tab to end before the widget replaces the snapshot, so its click counts', async () => {
  const third = await pressWhileTheWidgetLoads();
  await act(async () => {
    fireEvent.pointerUp(third);
    fireEvent.click(third);
  });
  expect(screen.getByRole('tab', { name: 'Third' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByText('Three').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(
    false,
  );
  // Then the widget took over, with the focus on the tab clicked.
  await settle();
  expect(third.isConnected).toBe(false);
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Third' }));
});

it('lets the widget in when the browser cancels the press (a touch that turns into a scroll)', async () => {
  const third = await pressWhileTheWidgetLoads();
  fireEvent.pointerCancel(third);
  await settle();
  expect(third.isConnected).toBe(false);
  expect(screen.getByRole('tab', { name: 'Second' }).getAttribute('aria-selected')).toBe('true');
});

it('lets the widget in a second after a release that made no click (the pointer slid off)', async () => {
  const third = await pressWhileTheWidgetLoads();
  vi.useFakeTimers();
  try {
    fireEvent.pointerUp(document.body);
    await vi.advanceTimersByTimeAsync(990);
    expect(third.isConnected).toBe(true);
    await vi.advanceTimersByTimeAsync(20);
  } finally {
    vi.useRealTimers();
  }
  await settle();
  expect(third.isConnected).toBe(false);
});
