// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { copy, renderLibrary, requested, stubLibraryFetch } from '../support/guides-library';

/**
 * The Knowledge Library's query (text, tab, filters): the address's, which the server renders, and
 * changed by GET forms and links only (components/ui/url-form.tsx over next/form), rendered with
 * Testing Library and the site's real copy. Its guides opening and closing:
 * guides-library-panels.test.tsx.
 */

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

/** What next/form would navigate to, per form sent: its address and whether it replaces the step. */
const sent = vi.hoisted(() => [] as { url: string; replace: boolean }[]);
vi.mock('next/form', async () => {
  const { createFormSubmitDestinationUrl } = await import('next/dist/client/form-shared');
  type Props = Omit<React.ComponentProps<'form'>, 'action'> & {
    action: string;
    replace?: boolean;
    scroll?: boolean;
    prefetch?: boolean | null;
  };
  return {
    // next/form's order: the form's own onSubmit first, then the fields read into the address.
    default: forwardRef<HTMLFormElement, Props>(function Form(
      { action, replace = false, scroll, prefetch, onSubmit, ...props },
      ref,
    ) {
      void [scroll, prefetch]; // next/form's own props, not the form element's
      return (
        <form
          {...props}
          ref={ref}
          action={action}
          onSubmit={(e) => {
            onSubmit?.(e);
            e.preventDefault();
            const url = createFormSubmitDestinationUrl(action, e.currentTarget);
            sent.push({ url: `${url.pathname}${url.search}`, replace });
          }}
        />
      );
    }),
  };
});

stubLibraryFetch();

const tab = (name: string) => screen.getByRole('tab', { name });
const box = () => screen.getByRole('searchbox', { name: copy.search.label }) as HTMLInputElement;
const titles = () =>
  within(screen.getByRole('region', { name: copy.list.heading }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent?.match(/^(.*?)(Stay|What|Trade)/)?.[1]);

describe('Knowledge Library query', () => {
  it('shows every guide and the featured ones for the bare address', () => {
    sent.length = 0;
    renderLibrary();
    expect(titles()).toEqual(['Roaming Without Bill Shock', 'Understanding 5G', 'Business Lines']);
    expect(screen.getByRole('status').textContent).toBe('3 guides match');
    expect(screen.getByRole('region', { name: copy.featured.heading })).toBeTruthy();
    expect(tab('All').getAttribute('aria-selected')).toBe('true');
  });

  it('is rendered for the address: tab, filters and a full-text search, no index in the browser', () => {
    renderLibrary('?category=money&level=beginner');
    expect(tab('Money').getAttribute('aria-selected')).toBe('true');
    expect(titles()).toEqual(['Roaming Without Bill Shock']);
    expect(screen.queryByRole('region', { name: copy.featured.heading })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Filter Guides/ }));
    const beginner = screen.getByRole('checkbox', { name: 'Beginner' }) as HTMLInputElement;
    expect(beginner.checked).toBe(true);
    // "Millimetre" is only in the 5G guide's body: title and brief alone would match nothing.
    renderLibrary('?q=millimetre');
    expect(screen.getAllByRole('status').at(-1)!.textContent).toBe('1 guide matches');
    expect(requested.filter((u) => u.includes('search-index'))).toEqual([]);
  });

  it('each tab is a link to the query with its category, and stays the same element', () => {
    const { rerender } = renderLibrary('?q=roam&level=Beginner');
    const technical = tab('Technical');
    expect(technical.tagName).toBe('A');
    expect(technical.getAttribute('href')).toBe('/guides?q=roam&category=technical&level=Beginner');
    expect(tab('All').getAttribute('href')).toBe('/guides?q=roam&level=Beginner');
    rerender('?q=roam&category=technical&level=Beginner');
    expect(tab('Technical')).toBe(technical);
    expect(technical.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(technical.id);
  });

  it('a filter is sent as it changes, with the query’s other parts; clearing them is a link', () => {
    sent.length = 0;
    renderLibrary('?q=roam&category=money&length=long');
    fireEvent.click(screen.getByRole('button', { name: /Filter Guides/ }));
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Short 5-7 min' })));
    expect(sent).toEqual([
      { url: '/guides?q=roam&category=money&length=short&length=long', replace: false },
    ]);
    const clear = screen.getByRole('link', { name: copy.filters.clearLabel });
    expect(clear.getAttribute('href')).toBe('/guides?q=roam&category=money');
  });

  it('the results follow the typing: a new search is a history step, refining it replaces it, an empty box leaves q out', async () => {
    vi.useFakeTimers();
    sent.length = 0;
    const { rerender } = renderLibrary('?category=money');
    const searchBox = box();
    fireEvent.input(searchBox, { target: { value: 'mill' } });
    act(() => vi.advanceTimersByTime(299));
    expect(sent).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(sent).toEqual([{ url: '/guides?q=mill&category=money', replace: false }]);
    rerender('?q=mill&category=money');
    fireEvent.input(searchBox, { target: { value: '' } });
    act(() => vi.advanceTimersByTime(300));
    expect(sent.at(-1)).toEqual({ url: '/guides?category=money', replace: true });
    // The field has its name back for the next search.
    await act(async () => {});
    expect(searchBox.getAttribute('name')).toBe('q');
  });

  it('Back (another query rendered) shows its text in the same search box', () => {
    const { rerender } = renderLibrary('?q=roaming');
    const searchBox = box();
    fireEvent.input(searchBox, { target: { value: 'roaming plus' } });
    rerender('?q=fiveg');
    // Typing not yet sent is not overwritten: the pause sends it.
    expect(searchBox.value).toBe('roaming plus');
    fireEvent.submit(searchBox.form!);
    rerender('?q=5g');
    expect(box()).toBe(searchBox);
    expect(searchBox.value).toBe('5g');
  });

  it('no match: the empty state links to the whole library; the insights tab to all guides', () => {
    renderLibrary('?q=zzzz&category=money');
    expect(screen.getByRole('heading', { name: copy.empty.heading })).toBeTruthy();
    const reset = screen.getByRole('link', { name: copy.empty.resetLabel });
    expect(reset.getAttribute('href')).toBe('/guides');
    renderLibrary('?q=x&category=insights');
    const all = screen.getByRole('link', { name: copy.insights.resetLabel });
    expect(all.getAttribute('href')).toBe('/guides?q=x');
  });
});
