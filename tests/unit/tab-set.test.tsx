// @vitest-environment happy-dom
/**
 * TabSetOnIntent (components/ui/tab-set-on-intent.tsx) hydrates a snapshot of Headless UI's tabs
 * and mounts the widget (components/ui/tab-set.tsx) when a tab takes focus. The snapshot must be
 * the very HTML Headless UI renders on the server (or hydration would redraw it); a click chooses
 * its tab at once; the widget then takes over with that tab selected and focused, and the focus
 * that woke it stays where it was, so the arrow keys carry on.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabSet, type TabSetProps } from '@/components/ui/tab-set';
import { TabSetOnIntent } from '@/components/ui/tab-set-on-intent';

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
  withoutScript: 'every',
};

/** Server HTML without what no one sees: Headless UI's focus sentinel, a button's type. */
const comparable = (html: string) =>
  html
    .replace(/ type="button"/g, '')
    .replace(/<button aria-hidden="true" style="[^"]*"><\/button>/, '');

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () =>
  screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');
/** The widget has arrived: the arrow keys move the selection (the snapshot has no keyboard). */
const arrowMoves = async (from: string, to: string) => {
  await act(async () => fireEvent.keyDown(tab(from), { key: 'ArrowRight' }));
  return selectedTab()?.textContent === to;
};

describe('TabSetOnIntent', () => {
  for (const [selectedIndex, withoutScript] of [
    [undefined, 'every'],
    [2, 'every'],
    [1, 'captioned'],
    [1, 'selected'],
  ] as const)
    it(`renders on the server the HTML of Headless UI's tabs (selected ${String(selectedIndex)}, ${withoutScript} without scripts)`, () => {
      const snapshot = renderToStaticMarkup(
        <TabSetOnIntent {...props} selectedIndex={selectedIndex} withoutScript={withoutScript} />,
      );
      const widget = renderToStaticMarkup(
        <TabSet {...props} selectedIndex={selectedIndex} withoutScript={withoutScript} />,
      );
      expect(comparable(snapshot)).toBe(comparable(widget));
      expect(snapshot).toContain('role="tablist"');
    });

  it('has no keyboard of its own: a key on a tab fetches the widget, which then takes the key', async () => {
    render(<TabSetOnIntent {...props} />);
    const snapshotTab = tab('Prepaid');
    // A key reaches the tab with the focus, which it may have taken before the page's scripts ran.
    fireEvent.keyDown(snapshotTab, { key: 'ArrowRight' });
    expect(selectedTab()?.textContent).toBe('Prepaid');
    expect(tab('Prepaid')).toBe(snapshotTab);
    await waitFor(() => expect(selectedTab()?.textContent).toBe('Postpaid'));
    expect(tab('Prepaid')).not.toBe(snapshotTab);
  });

  it('a click chooses its tab at once; the widget then starts there, focused', async () => {
    const onChange = vi.fn();
    render(<TabSetOnIntent {...props} onChange={onChange} />);
    const snapshotTab = tab('Data');
    await act(async () => fireEvent.click(snapshotTab));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(selectedTab()?.textContent).toBe('Data');
    expect(screen.getByRole('tabpanel').textContent).toBe('Data panel');
    await waitFor(() => expect(tab('Data')).not.toBe(snapshotTab));
    expect(document.activeElement).toBe(tab('Data'));
    expect(await arrowMoves('Data', 'Prepaid')).toBe(true);
  });

  it('keeps the focus on the tab the keyboard reached, and its arrow keys then move it', async () => {
    render(<TabSetOnIntent {...props} />);
    const first = tab('Prepaid');
    await act(async () => first.focus());
    await waitFor(() => expect(tab('Prepaid')).not.toBe(first));
    expect(document.activeElement).toBe(tab('Prepaid'));
    expect(await arrowMoves('Prepaid', 'Postpaid')).toBe(true);
  });

  it('hands the widget the keys pressed while it was loading, in order', async () => {
    render(<TabSetOnIntent {...props} />);
    const first = tab('Prepaid');
    await act(async () => {
      first.focus();
      // → Postpaid, PageDown the last (Data), PageUp the first (Prepaid), → Postpaid.
      for (const key of ['ArrowRight', 'PageDown', 'PageUp', 'ArrowRight'])
        fireEvent.keyDown(first, { key });
    });
    await waitFor(() => expect(selectedTab()?.textContent).toBe('Postpaid'));
    expect(document.activeElement).toBe(tab('Postpaid'));
  });

  it('TabSet is the widget from the start', async () => {
    render(<TabSet {...props} />);
    expect(await arrowMoves('Prepaid', 'Postpaid')).toBe(true);
  });
});
