// Prerendered pages paint before their scripts load (issue 30). Next names its start-up chunks as
// async scripts (in <head>, and its entry at the end of <body>) and preloads another. On a phone
// they compete with the stylesheet and the font for the link, arrive while the browser still
// parses and lays out the page, and run (300-400 ms of work with the CPU slowed 4x) before it
// first paints: the server-rendered page waited for the code that only makes it interactive.
// After `next build`, scripts/paint-first.mjs rewrites each prerendered page: one small inline
// script in <head> adds the same scripts and preloads once the browser reports the first
// contentful paint (or after 3 s without one). A page rendered per request gets the same rewrite
// from the server as it sends it (lib/server/painted-answer.mjs): there Next's tags carry the
// request's nonce, and so does the loader.

/** The loader: called with the page's start-up scripts and script preloads (paths). */
export const PAINT_FIRST_LOADER = `function (scripts, preloads) {
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      add('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: href });
    });
    scripts.forEach(function (src) {
      add('script', { src: src, async: '' });
    });
  }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {}
  setTimeout(start, 3000);
}`;

/** The inline script that runs the loader for these paths (its hash goes in the page's CSP). */
export const loaderScript = (scripts, preloads) =>
  `(${PAINT_FIRST_LOADER})(${JSON.stringify(scripts)},${JSON.stringify(preloads)});`;

const CHUNK = '(\\/_next\\/static\\/[^"]+\\.js)';
/** A page rendered per request: Next gives each tag the request's nonce, before or after `async`. */
const NONCE = '(?: nonce="([^"]*)")?';
const START_UP_SCRIPT = new RegExp(
  `<script src="${CHUNK}"${NONCE} async=""${NONCE}></script>`,
  'g',
);
const SCRIPT_PRELOAD = new RegExp(
  `<link rel="preload" as="script" fetchPriority="low"${NONCE} href="${CHUNK}"/>`,
  'g',
);

/**
 * The page with Next's async start-up scripts (anywhere) and script preloads (in <head>) taken
 * out and handed to the loader, added at the end of <head> (with the nonce Next's tags had, on a
 * page rendered per request); a page without them (or already rewritten) is returned as it is.
 */
export function paintFirst(html) {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const scripts = [];
  const preloads = [];
  let nonce = '';
  const take = (part) =>
    part.replace(START_UP_SCRIPT, (_, src, before, after) => {
      nonce ||= before ?? after ?? '';
      scripts.push(src);
      return '';
    });
  const head = take(html.slice(0, end)).replace(
    SCRIPT_PRELOAD,
    (_, _nonce, href) => (preloads.push(href), ''),
  );
  const rest = take(html.slice(end));
  if (!scripts.length) return html;
  const attributes = nonce ? ` nonce="${nonce}"` : '';
  return `${head}<script${attributes}>${loaderScript(scripts, preloads)}</script>${rest}`;
}
