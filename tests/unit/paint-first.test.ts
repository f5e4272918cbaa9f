/**
 * lib/server/static/paint-first.mjs: a prerendered page's start-up scripts and script preloads
 * leave its HTML and are added by one inline loader after the first contentful paint (the
 * browser behaviour is e2e/paint-first.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { loaderScript, paintFirst, takeFlight } from '@/lib/server/static/paint-first.mjs';

const page = (head: string, body = '<p>Hi</p>') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
const chunk = (name: string) => `/_next/static/chunks/${name}`;

describe('paintFirst', () => {
  it('hands every async start-up chunk and script preload to one loader at the end of <head>', () => {
    const html = page(
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
        `<link rel="preload" as="script" fetchPriority="low" href="${chunk('later.js')}"/>` +
        `<script src="${chunk('one.js')}" async=""></script>` +
        `<script src="${chunk('turbopack-two.js')}" async=""></script>` +
        `<title>T</title><script src="${chunk('poly.js')}" noModule=""></script>`,
      '<p>Hi</p><script>self.__next_f.push([1,"x"])</script>' +
        `<script src="${chunk('entry.js')}" async=""></script>`,
    );
    const out = paintFirst(html);
    expect(out).toBe(
      page(
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
          `<title>T</title><script src="${chunk('poly.js')}" noModule=""></script>` +
          `<script>${loaderScript(
            [chunk('one.js'), chunk('turbopack-two.js'), chunk('entry.js')],
            [chunk('later.js')],
          )}</script>`,
        '<p>Hi</p><script>self.__next_f.push([1,"x"])</script>',
      ),
    );
    expect(paintFirst(out)).toBe(out);
  });

  it("gives the loader the nonce Next's tags carry on a page rendered per request", () => {
    const nonce = 'a+b/c==';
    const html = page(
      `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="${chunk('entry.js')}"/>` +
        `<script src="${chunk('one.js')}" async="" nonce="${nonce}"></script>` +
        `<script src="${chunk('poly.js')}" noModule="" nonce="${nonce}"></script>`,
      `<p>Hi</p><script src="${chunk('entry.js')}" nonce="${nonce}" async=""></script>`,
    );
    expect(paintFirst(html)).toBe(
      page(
        `<script src="${chunk('poly.js')}" noModule="" nonce="${nonce}"></script>` +
          `<script nonce="${nonce}">${loaderScript(
            [chunk('one.js'), chunk('entry.js')],
            [chunk('entry.js')],
          )}</script>`,
      ),
    );
  });

  it('leaves a page without start-up scripts (or without a head) as it is', () => {
    const html = page('<title>T</title>', '<script src="/a.js"></script>');
    expect(paintFirst(html)).toBe(html);
    const headless = `<p><script src="${chunk('late.js')}" async=""></script></p>`;
    expect(paintFirst(headless)).toBe(headless);
  });

  it('adds the scripts (async) and preloads, in order, once: at the first contentful paint or after 3 s', () => {
    const run = (flight?: string) => {
      const added: string[] = [];
      const document = {
        addEventListener: () => {},
        removeEventListener: () => {},
        createElement: (tag: string) => {
          const attributes: string[] = [];
          return {
            tag,
            attributes,
            setAttribute: (k: string, v: string) => attributes.push(`${k}=${v}`),
          };
        },
        head: {
          appendChild: (e: { tag: string; attributes: string[]; async?: boolean }) =>
            added.push(
              `${e.tag} ${e.attributes.join(' ')}${e.async === false ? ' (in order)' : ''}`,
            ),
        },
      };
      let observer: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
      let observed: unknown;
      class PerformanceObserver {
        constructor(callback: typeof observer) {
          observer = callback;
        }
        observe(options: unknown) {
          observed = options;
        }
      }
      const timers: { fn: () => void; ms: number }[] = [];
      const setTimeout = (fn: () => void, ms: number) => timers.push({ fn, ms });
      new Function(
        'document',
        'PerformanceObserver',
        'setTimeout',
        loaderScript([chunk('one.js'), chunk('two.js')], [chunk('later.js')], flight),
      )(document, PerformanceObserver, setTimeout);
      const paint = (...names: string[]) =>
        observer!({ getEntriesByName: (n) => names.filter((x) => x === n) });
      return { added, paint, timers, observed };
    };
    const all = [
      `link rel=preload as=script fetchpriority=low href=${chunk('later.js')}`,
      `script src=${chunk('one.js')} async=`,
      `script src=${chunk('two.js')} async=`,
    ];

    const a = run();
    expect(a.observed).toEqual({ type: 'paint', buffered: true });
    a.paint('first-paint');
    expect(a.added).toEqual([]);
    a.paint('first-contentful-paint');
    expect(a.added).toEqual(all);
    a.timers.forEach((t) => t.fn());
    a.paint('first-contentful-paint');
    expect(a.added).toEqual(all);

    // No paint reported (a browser without paint timing): the timer adds them.
    const b = run();
    expect(b.timers.map((t) => t.ms)).toEqual([3000]);
    b.timers[0].fn();
    expect(b.added).toEqual(all);

    // With the page's payload script: it comes first, and every script runs in the order added.
    const c = run('/_next/static/flight/f.js');
    c.paint('first-contentful-paint');
    expect(c.added).toEqual([
      all[0],
      'script src=/_next/static/flight/f.js (in order)',
      `script src=${chunk('one.js')} (in order)`,
      `script src=${chunk('two.js')} (in order)`,
    ]);
  });
});

describe('takeFlight', () => {
  const payload =
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    '<script>self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{\\"children\\":\\"\\u003c/script>Hi\\"}]\\n"])</script>';
  const html = page(
    '<title>T</title>',
    '<p>Hi</p><script type="application/ld+json">{"a":1}</script>' +
      payload +
      '<script>self.__next_f.push([2,null])</script><script>$RC("B:0","S:0")</script>',
  );

  it('takes the payload scripts out, in order, and leaves every other script', () => {
    const { html: rest, flight } = takeFlight(html);
    expect(rest).toBe(
      page(
        '<title>T</title>',
        '<p>Hi</p><script type="application/ld+json">{"a":1}</script><script>$RC("B:0","S:0")</script>',
      ),
    );
    // Run as a script, it leaves the same queue the inline scripts would have.
    const self: { __next_f?: unknown[] } = {};
    new Function('self', flight)(self);
    expect(self.__next_f).toEqual([
      [0],
      [1, '0:["$","p",null,{"children":"</script>Hi"}]\n'],
      [2, null],
    ]);
  });

  it('gives a page without a payload back as it is', () => {
    const plain = page('<title>T</title>');
    expect(takeFlight(plain)).toEqual({ html: plain, flight: '' });
  });

  it('names the payload script in the loader of the page paintFirst rewrites', () => {
    const withScripts = page(
      `<script src="${chunk('one.js')}" async=""></script>`,
      '<p>Hi</p>' + payload,
    );
    const { html: rest } = takeFlight(withScripts);
    expect(paintFirst(rest, '/_next/static/flight/f.js')).toBe(
      page(`<script>${loaderScript([chunk('one.js')], [], '/_next/static/flight/f.js')}</script>`),
    );
  });
});

describe('the loader and taps made before React listens', () => {
  type Listener = (event: { target: unknown }) => void;
  const run = () => {
    const listeners = new Set<Listener>();
    const document: Record<string, unknown> = {
      createElement: () => ({ setAttribute: () => {} }),
      head: { appendChild: () => {} },
      addEventListener: (type: string, fn: Listener, capture: boolean) =>
        type === 'click' && capture && listeners.add(fn),
      removeEventListener: (type: string, fn: Listener) => listeners.delete(fn),
    };
    const timers: (() => void)[] = [];
    const delays: number[] = [];
    let paint: (() => void) | undefined;
    class PerformanceObserver {
      constructor(callback: (list: { getEntriesByName: () => unknown[] }) => void) {
        paint = () => callback({ getEntriesByName: () => [{}] });
      }
      observe() {}
    }
    new Function(
      'document',
      'PerformanceObserver',
      'setTimeout',
      loaderScript([chunk('one.js')], []),
    )(document, PerformanceObserver, (fn: () => void, ms: number) => {
      timers.push(fn);
      delays.push(ms);
    });
    const clicked: string[] = [];
    /** A button (or what `selector` would not match) that records the loader's clicks on it. */
    const button = (name: string, matches = true) => {
      const el = {
        isConnected: true,
        click: () => clicked.push(name),
        closest: (selector: string) => {
          expect(selector).toBe('button[type="button"]:not([popovertarget])');
          return matches ? el : null;
        },
      };
      return el;
    };
    const tap = (target: unknown) => listeners.forEach((fn) => fn({ target }));
    const tick = () => timers.splice(0).forEach((fn) => fn());
    const reactListens = () => (document['__reactContainer$abc'] = {});
    return { paint: () => paint!(), tap, tick, button, reactListens, clicked, listeners, delays };
  };

  it('clicks a button tapped before React listens again once it does, once', () => {
    const page = run();
    const tab = page.button('tab');
    page.tap(tab);
    page.tap(page.button('link', false)); // a link, or a button with a popover: not kept
    page.paint(); // the scripts are added
    page.tick();
    expect(page.clicked).toEqual([]); // React does not listen yet
    page.reactListens();
    page.tap(page.button('after')); // React handles this one itself
    page.tick();
    expect(page.clicked).toEqual(['tab']);
    expect(page.listeners.size).toBe(0);
    page.tick();
    expect(page.clicked).toEqual(['tab']);
  });

  it('does not click a button that left the page before React listened', () => {
    const page = run();
    const gone = page.button('gone');
    page.tap(gone);
    gone.isConnected = false;
    page.reactListens();
    page.paint();
    expect(page.clicked).toEqual([]);
  });

  it('looks for React less and less often, at most once a second, while the scripts have not run', () => {
    const page = run();
    page.paint();
    for (let i = 0; i < 40; i++) page.tick();
    const polls = page.delays.filter((ms) => ms !== 3000);
    expect(polls.slice(0, 3)).toEqual([50, 100, 150]);
    expect(Math.max(...polls)).toBe(1000);
    expect(polls.at(-1)).toBe(1000);
  });
});
