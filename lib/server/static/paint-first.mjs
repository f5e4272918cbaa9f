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
//
// A prerendered page also sheds its React Server Component payload (takeFlight): the inline
// `self.__next_f.push(…)` scripts that repeat the page as React's data for hydration, 40-50% of a
// page's compressed bytes. scripts/paint-first.mjs writes them, in order, to one script of their own
// (named by its bytes, kept for good), which the loader adds first and runs before the chunks. The
// document a phone must receive before it can paint shrinks by as much: on a slow link the
// first 14 KB arrive in the first round trip, and most pages now fit in it.
//
// Until React listens (it does from the moment Next hydrates the document, marking it as its
// root), a button on the painted page would ignore a tap: the loader keeps the buttons tapped
// (or pressed with Enter or Space) in that time and clicks them again once React listens, so the
// tab, disclosure or banner button does what it was pressed for, once. React itself takes care of
// a tap on a part it has not hydrated yet. Only buttons with nothing of their own to do
// (type="button" without a popover target): links, forms and popovers work without scripts.
// The mark looked for is React DOM's own on its root container (`__reactContainer$…`), not a public
// API: e2e/early-taps.spec.ts fails if a React release renames it. It is looked for from the first
// paint on, every 50 ms at first and less often as time passes (at most once a second), so a page
// whose scripts never arrive does not keep the CPU awake.

/** The loader: called with the page's start-up scripts and script preloads (paths). */
export const PAINT_FIRST_LOADER = `function (scripts, preloads, flight) {
  var started = false;
  var early = [];
  function listening() {
    return Object.keys(document).some(function (key) {
      return key.indexOf('__reactContainer$') === 0;
    });
  }
  function keep(event) {
    var target = event.target;
    var button = target.closest && target.closest('button[type="button"]:not([popovertarget])');
    if (button && !listening()) early.push(button);
  }
  var tries = 0;
  function replay() {
    if (!listening()) return void setTimeout(replay, Math.min(50 * ++tries, 1000));
    document.removeEventListener('click', keep, true);
    early.splice(0).forEach(function (button) {
      if (button.isConnected) button.click();
    });
  }
  document.addEventListener('click', keep, true);
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    if (flight && tag === 'script') element.async = false;
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    replay();
    preloads.forEach(function (href) {
      add('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: href });
    });
    if (flight) add('script', { src: flight });
    scripts.forEach(function (src) {
      add('script', flight ? { src: src } : { src: src, async: '' });
    });
  }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {}
  setTimeout(start, 3000);
}`;

/**
 * The inline script that runs the loader for these paths (its hash goes in the page's CSP). With
 * `flight` (the page's payload script), the scripts run in order, the payload first: Next's
 * client reads the payload as it starts and closes it once the document has loaded.
 */
export const loaderScript = (scripts, preloads, flight) =>
  `(${PAINT_FIRST_LOADER})(${JSON.stringify(scripts)},${JSON.stringify(preloads)}${
    flight ? `,${JSON.stringify(flight)}` : ''
  });`;

/** Next's inline payload scripts: the first creates the queue, the others push onto it. */
const FLIGHT_SCRIPT =
  /<script>(\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\([\s\S]*?\)|self\.__next_f\.push\([\s\S]*?\))<\/script>/g;

/**
 * The page without its inline payload scripts, and their code as one script, in their order
 * ('' when it has none). Their strings cannot hold `</script>`: React escapes `<` in them.
 */
export function takeFlight(html) {
  const parts = [];
  const rest = html.replace(FLIGHT_SCRIPT, (_, code) => (parts.push(code), ''));
  return { html: rest, flight: parts.length ? `${parts.join(';\n')};\n` : '' };
}

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
 * `flight`: the path of the page's payload script, when takeFlight has taken it out.
 */
export function paintFirst(html, flight) {
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
  return `${head}<script${attributes}>${loaderScript(scripts, preloads, flight)}</script>${rest}`;
}

/**
 * What is left of Next's way on a page after the rewrite ([] when it is as the loader expects): a
 * payload script still inline, a start-up script still Next's own, or no loader. The build stops on
 * any (scripts/paint-first.mjs): a Next release that writes its tags or its payload otherwise would
 * otherwise leave pages half rewritten, their scripts running before the first paint again.
 */
export function leftUnpatched(html) {
  const left = [];
  if (/<script[^>]*>[^<]*self\.__next_f/.test(html)) left.push('an inline payload script');
  if (/<script src="\/_next\/static\/[^"]+\.js"[^>]*\basync/.test(html))
    left.push('a start-up script loaded by Next');
  if (!html.includes(PAINT_FIRST_LOADER)) left.push('no loader');
  return left;
}
