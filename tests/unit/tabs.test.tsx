// @vitest-environment happy-dom
/**
 * The site's one tab set (components/ui/tabs.tsx): the server draws the whole ARIA pattern, the
 * script adopts those very elements (the tab seen at first paint is the one clicked and focused),
 * and the keyboard follows the pattern: roving tabindex, arrows in the reading direction, Home/End.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabForKey, Tabs, type TabsProps } from '@/components/ui/tabs';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const props: TabsProps = {
  label: 'Plan types',
  items: ['Prepaid', 'Postpaid', 'Data'].map((t) => ({
    key: t,
    tab: t,
    panel: <p>{`${t} panel`}</p>,
  })),
  listClassName: 'list',
  tabClassName: 'tab',
  withoutScript: 'every',
};

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () =>
  screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;
const press = (target: Element, key: string) => act(() => void fireEvent.keyDown(target, { key }));

describe('Tabs on the server', () => {
  const drawn = (extra: Partial<TabsProps> = {}) => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(<Tabs {...props} {...extra} />);
    return box;
  };

  it('draws tabs and panels that name each other, one tab in the tab order, one panel shown', () => {
    const box = drawn({ selectedIndex: 1 });
    const tabs = [...box.querySelectorAll('[role="tab"]')];
    expect(box.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Plan types');
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    for (const t of tabs) {
      const panel = box.querySelector(`[id="${t.getAttribute('aria-controls')}"]`)!;
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).toBe(t.id);
      expect(panel.hasAttribute('hidden')).toBe(t.getAttribute('aria-selected') !== 'true');
    }
  });

  it('says what shows without scripts: the list hidden, the panels unfolded or captioned', () => {
    const list = (box: Element) => box.querySelector('[role="tablist"]')!.className;
    const panels = (box: Element) => box.querySelector('[role="tabpanel"]')!.parentElement!;
    const every = drawn();
    expect(list(every)).toContain('noscript:hidden');
    expect(panels(every).className).toContain('unfold-without-script');
    expect(every.querySelectorAll('[role="tabpanel"] > p.noscript\\:block')).toHaveLength(0);
    const captioned = drawn({ withoutScript: 'captioned' });
    expect(
      [...captioned.querySelectorAll('[role="tabpanel"] > p.noscript\\:block')].map(
        (p) => p.textContent,
      ),
    ).toEqual(['Prepaid', 'Postpaid', 'Data']);
    expect(panels(drawn({ withoutScript: 'selected' })).className ?? '').not.toContain('unfold');
  });
});

describe('Tabs in the browser', () => {
  it('hydrates the server’s elements and keeps them: the tab held before is the one clicked and focused', async () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(<Tabs {...props} />);
    document.body.append(box);
    const before = box.querySelector<HTMLElement>('[role="tab"]:nth-child(3)')!;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(box, <Tabs {...props} />, { onRecoverableError: (e) => errors.push(e) });
    });
    await act(async () => fireEvent.click(before));
    expect(errors).toEqual([]);
    expect(before.isConnected).toBe(true);
    expect(before.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(before);
    press(before, 'ArrowRight');
    expect(document.activeElement).toBe(box.querySelector('[role="tab"]'));
  });

  it('moves with the arrows (wrapping), Home and End; the selected tab alone is in the tab order', () => {
    render(<Tabs {...props} />);
    act(() => tab('Prepaid').focus());
    press(tab('Prepaid'), 'ArrowRight');
    expect(selected()).toBe('Postpaid');
    expect(document.activeElement).toBe(tab('Postpaid'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Postpaid panel');
    press(tab('Postpaid'), 'End');
    expect(selected()).toBe('Data');
    press(tab('Data'), 'ArrowRight');
    expect(selected()).toBe('Prepaid');
    press(tab('Prepaid'), 'ArrowLeft');
    expect(selected()).toBe('Data');
    press(tab('Data'), 'Home');
    expect(selected()).toBe('Prepaid');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    press(tab('Prepaid'), 'a');
    expect(selected()).toBe('Prepaid');
  });

  it('mirrors ← and → where the tab list reads right to left', () => {
    render(
      <div style={{ direction: 'rtl' }}>
        <Tabs {...props} />
      </div>,
    );
    press(tab('Prepaid'), 'ArrowLeft');
    expect(selected()).toBe('Postpaid');
    press(tab('Postpaid'), 'ArrowRight');
    expect(selected()).toBe('Prepaid');
  });

  it('controlled: reports the choice and shows what its owner selects', () => {
    const onChange = vi.fn();
    function Owner() {
      const [index, setIndex] = useState(2);
      return (
        <Tabs
          {...props}
          selectedIndex={index}
          onChange={(i) => {
            onChange(i);
            setIndex(i);
          }}
        />
      );
    }
    render(<Owner />);
    expect(selected()).toBe('Data');
    act(() => void fireEvent.click(tab('Postpaid')));
    expect(onChange).toHaveBeenCalledWith(1);
    expect(selected()).toBe('Postpaid');
  });
});

it('tabForKey: the pattern’s keys, by orientation and direction', () => {
  const h = { vertical: false, rtl: false };
  expect(tabForKey('ArrowRight', 0, 3, h)).toBe(1);
  expect(tabForKey('ArrowRight', 0, 3, { ...h, rtl: true })).toBe(2);
  expect(tabForKey('ArrowDown', 0, 3, h)).toBeNull();
  expect(tabForKey('ArrowDown', 2, 3, { ...h, vertical: true })).toBe(0);
  expect(tabForKey('ArrowRight', 0, 3, { ...h, vertical: true })).toBeNull();
  expect(tabForKey('End', 0, 3, h)).toBe(2);
});
