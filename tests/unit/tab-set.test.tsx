// @vitest-environment happy-dom
/**
 * TabSet with `onIntent` (components/ui/tab-set.tsx) hydrates a snapshot of Headless UI's tabs and
 * mounts the widget at the visitor's first pointer, touch, focus or click. The snapshot must be
 * the very HTML Headless UI renders on the server (or hydration would redraw it), and the widget
 * must take over that first gesture: the tab clicked is chosen, the tab focused keeps the focus.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabSet, type TabSetProps } from '@/components/ui/tab-set';

afterEach(cleanup);

const props: TabSetProps = {
  label: 'Plan types',
  items: ['Prepaid', 'Postpaid', 'Data'].map((t) => ({
    key: t,
    tab: t,
    panel: <p>{`${t} panel`}</p>,
  })),
  className: 'group',
  listClassName: 'list',
  tabClassName: 'tab',
  panelsClassName: 'panels',
  panelClassName: 'panel',
};

/** Server HTML without what only one of the two has and no one sees (Headless UI's focus sentinel, a button's type). */
const comparable = (html: string) =>
  html
    .replace(/<button type="button" aria-hidden="true" style="[^"]*"><\/button>/, '')
    .replace(/ type="button"/g, '');

describe('TabSet on intent', () => {
  for (const selectedIndex of [undefined, 2])
    it(`renders on the server the HTML of Headless UI's tabs (selected ${String(selectedIndex)})`, () => {
      const snapshot = renderToStaticMarkup(
        <TabSet {...props} selectedIndex={selectedIndex} onIntent />,
      );
      const widget = renderToStaticMarkup(<TabSet {...props} selectedIndex={selectedIndex} />);
      expect(comparable(snapshot)).toBe(comparable(widget));
      expect(snapshot).toContain('role="tablist"');
    });

  it('is not the widget until the visitor reaches for it, then the tab clicked is chosen', async () => {
    const onChange = vi.fn();
    render(<TabSet {...props} onIntent onChange={onChange} />);
    const list = screen.getByRole('tablist', { name: 'Plan types' });
    // The snapshot has no keyboard behaviour: an arrow key alone changes nothing.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Prepaid' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Prepaid' }).getAttribute('aria-selected')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Data' })));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('tab', { name: 'Data' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Data panel');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Data' }));
    expect(list.isConnected).toBe(false);
  });

  it('keeps the focus on the tab the keyboard reached, and its arrow keys then move it', async () => {
    render(<TabSet {...props} onIntent />);
    const first = screen.getByRole('tab', { name: 'Prepaid' });
    await act(async () => first.focus());
    const live = screen.getByRole('tab', { name: 'Prepaid' });
    expect(live).not.toBe(first);
    expect(document.activeElement).toBe(live);
    await act(async () => fireEvent.keyDown(live, { key: 'ArrowRight' }));
    expect(screen.getByRole('tab', { name: 'Postpaid' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('without onIntent is the widget from the start', async () => {
    render(<TabSet {...props} />);
    await act(async () =>
      fireEvent.keyDown(screen.getByRole('tab', { name: 'Prepaid' }), { key: 'ArrowRight' }),
    );
    expect(screen.getByRole('tab', { name: 'Postpaid' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
