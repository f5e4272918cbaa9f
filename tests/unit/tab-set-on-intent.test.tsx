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
