/**
 * lib/server/static/paint-first.mjs: a prerendered page's start-up scripts become low-priority
 * preloads in <head>, run by one inline loader after the first contentful paint (the browser
 * behaviour is e2e/paint-first.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { PAINT_FIRST_LOADER, paintFirst } from '@/lib/server/static/paint-first.mjs';

const page = (head: string, body = '<p>Hi</p>') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe('paintFirst', () => {
  it('turns every async start-up chunk into a preload at the end of <head>, and adds the loader once', () => {
    const html = page(
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
        '<script src="/_next/static/chunks/one.js" async=""></script>' +
        '<script src="/_next/static/chunks/turbopack-two.js" async=""></script>' +
        '<title>T</title><script src="/_next/static/chunks/poly.js" noModule=""></script>',
      '<p>Hi</p><script>self.__next_f.push([1,"x"])</script>' +
        '<script src="/_next/static/chunks/entry.js" async=""></script>',
    );
    const out = paintFirst(html);
    const preload = (src: string) =>
      `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${src}" data-paint-first=""/>`;
    expect(out).toBe(
      page(
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
          '<title>T</title><script src="/_next/static/chunks/poly.js" noModule=""></script>' +
          preload('one.js') +
          preload('turbopack-two.js') +
          preload('entry.js') +
          `<script>${PAINT_FIRST_LOADER}</script>`,
        '<p>Hi</p><script>self.__next_f.push([1,"x"])</script>',
      ),
    );
    expect(paintFirst(out)).toBe(out);
  });

  it('leaves a page without start-up scripts (or without a head) as it is', () => {
    const html = page('<title>T</title>', '<script src="/a.js"></script>');
    expect(paintFirst(html)).toBe(html);
    const headless = '<p><script src="/_next/static/chunks/late.js" async=""></script></p>';
    expect(paintFirst(headless)).toBe(headless);
  });

  it('adds the preloaded chunks as async scripts, in order, once: at the first contentful paint or after 3 s', () => {
    const run = () => {
      const appended: { src: string; async: boolean }[] = [];
      const links = ['/_next/static/chunks/one.js', '/_next/static/chunks/two.js'].map((href) => ({
        getAttribute: (name: string) => (name === 'href' ? href : null),
      }));
      const document = {
        querySelectorAll: (selector: string) =>
          selector === 'link[data-paint-first]' ? links : [],
        createElement: () => {
          const attrs = new Map<string, string>();
          return { src: '', setAttribute: (k: string, v: string) => attrs.set(k, v), attrs };
        },
        head: {
          appendChild: (s: { src: string; attrs: Map<string, string> }) =>
            appended.push({ src: s.src, async: s.attrs.has('async') }),
        },
      };
      let observer: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
      let observed: unknown;
      class PerformanceObserver {
        constructor(cb: typeof observer) {
          observer = cb;
        }
        observe(options: unknown) {
          observed = options;
        }
      }
      const timers: { fn: () => void; ms: number }[] = [];
      const setTimeout = (fn: () => void, ms: number) => timers.push({ fn, ms });
      new Function('document', 'PerformanceObserver', 'setTimeout', PAINT_FIRST_LOADER)(
        document,
        PerformanceObserver,
        setTimeout,
      );
      const paint = (...names: string[]) =>
        observer!({ getEntriesByName: (n) => names.filter((x) => x === n) });
      return { appended, paint, timers, observed };
    };

    const a = run();
    expect(a.observed).toEqual({ type: 'paint', buffered: true });
    expect(a.appended).toEqual([]);
    a.paint('first-paint');
    expect(a.appended).toEqual([]);
    a.paint('first-contentful-paint');
    const both = [
      { src: '/_next/static/chunks/one.js', async: true },
      { src: '/_next/static/chunks/two.js', async: true },
    ];
    expect(a.appended).toEqual(both);
    a.timers.forEach((t) => t.fn());
    expect(a.appended).toEqual(both);

    // No paint reported (a browser without paint timing): the timer starts them.
    const b = run();
    expect(b.timers.map((t) => t.ms)).toEqual([3000]);
    b.timers[0].fn();
    expect(b.appended).toEqual(both);
  });
});
