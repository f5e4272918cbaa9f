'use client';

import Form from 'next/form';
import { useEffect, useRef } from 'react';

type Props = Omit<React.ComponentProps<typeof Form>, 'action' | 'ref'> & {
  /** The page the query goes to (the same with or without JavaScript). */
  action: string;
  /** Send the form when one of its controls changes (a range on release), and show a range's value in its `<output for>` while it moves. */
  submitOnChange?: boolean;
  /** Send the form this many milliseconds after the typing in one of its text boxes stops (the results follow the typing). */
  submitWhileTyping?: number;
  /** Leave the controls without a value out of the address (a cleared search is the bare page, not `?q=`). */
  omitEmpty?: boolean;
  /**
   * The query the page was rendered for (as URLSearchParams prints it): when it changes (Back,
   * Forward, a link to another query), the form's text boxes and checkboxes show it, each in its
   * own element; not while typing waits to be sent.
   */
  query?: string;
  /** When this changes and the form holds an invalid field, focus moves to the first one. */
  focusKey?: string;
};

/** The control that sent a form, by its place in the form, to focus again if the answer remounts it. */
let refocus: { action: string; index: number } | null = null;

const isTextBox = (el: Element) =>
  el instanceof HTMLInputElement && (el.type === 'search' || el.type === 'text');

/** Sets the form's text boxes and checkboxes to `search` (hidden fields are the server's). */
function showQuery(form: HTMLFormElement, search: string) {
  const params = new URLSearchParams(search);
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement) || !el.name) continue;
    if (isTextBox(el)) el.value = params.get(el.name) ?? '';
    else if (el.type === 'checkbox') el.checked = params.getAll(el.name).includes(el.value);
  }
}

/**
 * The site's one way of keeping state in the address: a GET form whose answer the server renders
 * from `searchParams`, sent by `next/form` (a client-side navigation with JavaScript, a plain
 * GET without it), the scroll position kept. Another query is a plain link to it.
 *
 * This wrapper adds only what next/form lacks (docs/architecture.md, "URL state"): sending the
 * form when a control changes or typing pauses, leaving empty controls out of the address, showing
 * the page's query in the controls after Back (their elements kept, not remounted), showing a
 * range's value while it moves, and focus given back to the control that sent a form keyed by its
 * query (the catalogue's: its answer remounts the fields).
 */
export function UrlForm({
  action,
  submitOnChange = false,
  submitWhileTyping,
  omitEmpty = false,
  query,
  focusKey,
  scroll = false,
  prefetch = false,
  onSubmit,
  children,
  ...rest
}: Props) {
  const ref = useRef<HTMLFormElement>(null);
  // The typing not sent yet (submitWhileTyping).
  const typing = useRef<number | undefined>(undefined);

  useEffect(() => {
    const form = ref.current;
    if (!form || refocus?.action !== action) return;
    (form.elements[refocus.index] as HTMLElement | undefined)?.focus();
    refocus = null;
  }, [action]);

  useEffect(() => {
    if (focusKey) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusKey]);

  // The controls show the page's query, except what is being typed.
  const shown = useRef(query);
  useEffect(() => {
    const form = ref.current;
    if (!form || query === undefined || query === shown.current) return;
    shown.current = query;
    if (typing.current === undefined) showQuery(form, query);
  }, [query]);

  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    const send = () => form.requestSubmit();
    const changed = (e: Event) => {
      if (submitOnChange && !isTextBox(e.target as Element)) send();
    };
    const input = (e: Event) => {
      const target = e.target as HTMLInputElement;
      if (submitWhileTyping !== undefined && isTextBox(target)) {
        window.clearTimeout(typing.current);
        typing.current = window.setTimeout(() => {
          typing.current = undefined;
          send();
        }, submitWhileTyping);
      }
      if (target.type !== 'range') return;
      const output = form.querySelector(`output[for="${target.id}"]`);
      if (output) output.textContent = target.value;
    };
    // Text typed before the scripts ran (it is in the painted page) is searched for once they do.
    if (submitWhileTyping !== undefined && query !== undefined) {
      const typed = Array.from(form.elements).filter(isTextBox) as HTMLInputElement[];
      const params = new URLSearchParams(query);
      if (typed.some((box) => box.value !== (params.get(box.name) ?? ''))) send();
    }
    form.addEventListener('change', changed);
    form.addEventListener('input', input);
    return () => {
      window.clearTimeout(typing.current);
      typing.current = undefined;
      form.removeEventListener('change', changed);
      form.removeEventListener('input', input);
    };
    // The query at hydration only: later ones are shown above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitOnChange, submitWhileTyping]);

  return (
    <Form
      {...rest}
      ref={ref}
      action={action}
      scroll={scroll}
      // Nothing fetched before it is sent, as with a link to a page rendered per request.
      prefetch={prefetch}
      onSubmit={(e) => {
        onSubmit?.(e);
        const form = e.currentTarget;
        window.clearTimeout(typing.current);
        typing.current = undefined;
        const sender = e.nativeEvent.submitter ?? document.activeElement;
        const index = Array.prototype.indexOf.call(form.elements, sender);
        refocus = index < 0 ? null : { action, index };
        // next/form reads the fields right after this handler: an empty one goes nameless meanwhile.
        if (omitEmpty) {
          const empty = Array.from(form.elements).filter(
            (el): el is HTMLInputElement =>
              el instanceof HTMLInputElement && el.name !== '' && el.value === '',
          );
          const names = empty.map((el) => el.name);
          for (const el of empty) el.removeAttribute('name');
          queueMicrotask(() => empty.forEach((el, i) => (el.name = names[i])));
        }
      }}
    >
      {children}
    </Form>
  );
}
