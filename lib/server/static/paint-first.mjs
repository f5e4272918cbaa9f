// Prerendered pages paint before their scripts run (issue 30). Next names its start-up chunks as
// async scripts (in <head>, and its entry at the end of <body>). On a phone they arrive while the browser is still parsing and laying
// out the page, and the browser runs them (300-400 ms of work with the CPU slowed 4x) before it
// first paints: the server-rendered page waited for the code that only makes it interactive.
// After `next build`, scripts/paint-first.mjs rewrites each prerendered page: the chunks are still
// fetched at once (a low-priority preload, as async scripts are fetched), and a small inline
// script adds them once the browser reports the first contentful paint (or after 3 s without
// one). A page rendered per request keeps Next's scripts as they are.

/** The inline loader (its hash is in each page's CSP through scripts/csp-manifest.ts). */
export const PAINT_FIRST_LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[data-paint-first]').forEach(function (link) {
      var script = document.createElement('script');
      script.src = link.getAttribute('href');
      script.setAttribute('async', '');
      document.head.appendChild(script);
    });
  }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {}
  setTimeout(start, 3000);
})();`;

const START_UP_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;

/**
 * The page with Next's async start-up scripts (in <head>, and the entry Next writes at the end of
 * <body>) turned into low-priority preloads at the end of <head>, which the loader runs after the
 * first paint; a page without them (or already rewritten) is returned as it is.
 */
export function paintFirst(html) {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const chunks = [];
  const take = (part) =>
    part.replace(START_UP_SCRIPT, (_, src) => {
      chunks.push(src);
      return '';
    });
  const head = take(html.slice(0, end));
  const rest = take(html.slice(end));
  if (!chunks.length) return html;
  const preloads = chunks.map(
    (src) =>
      `<link rel="preload" as="script" fetchPriority="low" href="${src}" data-paint-first=""/>`,
  );
  return `${head}${preloads.join('')}<script>${PAINT_FIRST_LOADER}</script>${rest}`;
}
