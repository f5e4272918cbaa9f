// The guard in front of every Server Action, as the route forms have theirs (lib/forms/http.ts).
// Next checks an action's Origin only against Host, lets a post without Origin through, reads
// up to 1 MB of any body and answers what it cannot take with a 500 and a stack in the log. Here,
// before Next sees it, a POST to a page with a form on a Server Action (or any POST carrying
// Next-Action) is refused with the site's full header set when it is:
// - cross-site: a foreign or `null` Origin, none at all, or a Sec-Fetch-Site other than
//   same-origin (the route forms' rule, lib/forms/origin.mjs): 403;
// - larger than its form can send (the cap the build took from the form's schema,
//   lib/forms/action-forms.ts): 413, before the body is read when its length says so (the
//   rest is read and dropped after the answer, so the client sees it: lingerThenEnd);
// - no call of a known action with form data: a body that is not multipart form data, an
//   action id the page does not have, arguments that do not end with the form's data: 400.
// A browser's form post gets a page in its language (content/pages/forms.mdx's error words); a script's
// call (Next-Action) the short message. What passes goes on to Next with the body as read.
// Plain ESM so server.mjs can import it without a build step.
import fs from 'node:fs';
import { IncomingMessage } from 'node:http';
import { allowedOrigins, isCrossSite } from '../forms/origin.mjs';

const ACTION_HEADER = 'next-action';

/** The workers (pages) of each action id the build has: .next/server/server-reference-manifest.json. */
export function readActionWorkers(file = '.next/server/server-reference-manifest.json') {
  const manifest = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  return new Map(
    Object.entries(manifest.node ?? {}).map(([id, a]) => [
      id,
      new Set(Object.keys(a.workers ?? {})),
    ]),
  );
}

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A refusal as a page: forms.mdx's error words in the page's language, a link back. */
export function refusalPage(words, status, locale, backTo) {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return (
    `<!doctype html>\n<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(words.title)}</title></head>` +
    `<body><main><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words[status].page)}</p>` +
    `<p><a href="${escapeHtml(backTo)}">${escapeHtml(words.back)}</a></p></main></body></html>\n`
  );
}

/**
 * Reads a body of at most `max` bytes: the bytes, 'too-large' as soon as it passes `max` (the
 * rest is not read), or 'aborted' when the client went away.
 */
function readCapped(req, max) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    const done = (result) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onError);
      resolve(result);
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size > max) {
        req.pause();
        return done('too-large');
      }
      chunks.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(chunks, size));
    const onError = () => done('aborted');
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onError);
  });
}

/**
 * The action ids a browser's own form post names (`$ACTION_ID_<id>`, or `$ACTION_REF_<n>` with
 * its `$ACTION_<n>:0` reference), null when a field of the call does not parse.
 */
function formActionIds(form) {
  const ids = [];
  for (const [name, value] of form.entries()) {
    if (name.startsWith('$ACTION_ID_')) ids.push(name.slice('$ACTION_ID_'.length));
    const ref = /^\$ACTION_REF_(\d+)$/.exec(name);
    const part = /^\$ACTION_(\d+):\d+$/.exec(name);
    if (part) {
      if (typeof value !== 'string') return null;
      try {
        JSON.parse(value);
      } catch {
        return null;
      }
    }
    if (ref) {
      const reference = form.get(`$ACTION_${ref[1]}:0`);
      try {
        const id = JSON.parse(typeof reference === 'string' ? reference : '').id;
        if (typeof id !== 'string') return null;
        ids.push(id);
      } catch {
        return null;
      }
    }
  }
  return ids;
}

/** A script's call (Next-Action) of a form's action: its arguments end with the form's data. */
function callsWithFormData(form) {
  const root = form.get('0');
  if (typeof root !== 'string') return false;
  try {
    const args = JSON.parse(root);
    return Array.isArray(args) && /^\$K[0-9a-f]+$/.test(String(args.at(-1)));
  } catch {
    return false;
  }
}

const LINGER_BYTES = 8 * 1024 * 1024;
const LINGER_MS = 5_000;

/**
 * Ends a refusal sent while the client is still sending its body: the rest of the body is read
 * and dropped (at most LINGER_BYTES, for at most LINGER_MS) before the connection closes. Closed
 * at once, the kernel would answer the bytes still arriving with a reset, which can discard the
 * refusal before the client reads it: a browser then shows a connection error instead of the
 * page, and a client still writing gets EPIPE (nginx's lingering_close, for the same reason).
 */
function lingerThenEnd(req, res) {
  if (req.readableEnded || req.destroyed) return void res.end();
  let seen = 0;
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    req.off('data', onData);
    req.off('end', finish);
    req.off('error', finish);
    req.off('aborted', finish);
    res.end();
  };
  const onData = (chunk) => {
    seen += chunk.length;
    if (seen > LINGER_BYTES) finish();
  };
  const timer = setTimeout(finish, LINGER_MS);
  req.on('data', onData);
  req.on('end', finish);
  req.on('error', finish);
  req.on('aborted', finish);
  req.resume();
}

/** The request again, its body the bytes read, for Next to read as it would the original. */
function replay(req, body) {
  const copy = new IncomingMessage(req.socket);
  for (const k of ['httpVersionMajor', 'httpVersionMinor', 'httpVersion', 'method', 'url'])
    copy[k] = req[k];
  copy.rawHeaders = req.rawHeaders;
  const headers = { ...req.headers, 'content-length': String(body.length) };
  delete headers['transfer-encoding'];
  copy.headers = headers;
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}

/**
 * The guard, from the build's `forms` (manifest.actionForms: pages and words), the action ids'
 * `workers`, the site's URL, whether a proxy's X-Forwarded-* are believed, and `headers(extra)`,
 * the site's full header set (server.mjs's ownHeaders).
 */
export function createActionGuard({ forms, workers, siteUrl, trusted, headers }) {
  const pages = forms?.pages ?? {};
  const words = forms?.words ?? {};

  /** Whether `req` to `path` is a Server Action call this guard stands in front of. */
  const covers = (req, path) =>
    req.method === 'POST' && (Object.hasOwn(pages, path) || ACTION_HEADER in req.headers);

  const refuse = (req, res, path, status, locale, opts = {}) => {
    const lang = words[locale] ? locale : 'en';
    const w = words[lang];
    const asPage = !(ACTION_HEADER in req.headers);
    const text = w
      ? asPage
        ? refusalPage(w, status, lang, pages[path] ? path : lang === 'ar' ? '/ar' : '/')
        : `${w[status].message}\n`
      : `${status}\n`;
    const extra = {
      'Content-Type': `${asPage ? 'text/html' : 'text/plain'}; charset=utf-8`,
      'Content-Language': lang,
    };
    const bytes = Buffer.from(text);
    extra['Content-Length'] = String(bytes.length);
    if (opts.bodyRead) {
      res.writeHead(status, headers(extra));
      res.end(bytes);
      return null;
    }
    // A body left unread, or read only in part: the connection is not used again, and the
    // answer goes out before the rest of the body is read and dropped (lingerThenEnd).
    extra.Connection = 'close';
    res.writeHead(status, headers(extra));
    res.write(bytes);
    lingerThenEnd(req, res);
    return null;
  };

  /**
   * Checks an action call: resolves to the request for Next (its body read and checked), or
   * null when it was refused here (and answered).
   */
  async function guard(req, res, path) {
    const form = Object.hasOwn(pages, path) ? pages[path] : null;
    const locale = form?.locale ?? (/^\/ar(\/|$)/.test(path) ? 'ar' : 'en');
    const no = (status, opts) => refuse(req, res, path, status, locale, opts);
    if (!form) return no(400);
    const h = req.headers;
    const allowed = allowedOrigins({
      siteUrl,
      host: h.host,
      scheme: 'http',
      forwardedHost: h['x-forwarded-host'],
      forwardedProto: h['x-forwarded-proto'],
      trusted,
    });
    const fetchSite = h['sec-fetch-site'];
    if (isCrossSite({ origin: h.origin, fetchSite, allowed, requireOrigin: true })) return no(403);
    const type = h['content-type'] ?? '';
    if (type.split(';')[0].trim().toLowerCase() !== 'multipart/form-data') return no(400);
    const id = h[ACTION_HEADER];
    const known = (actionId) => workers.get(actionId)?.has(form.worker) === true;
    if (id !== undefined && !known(id)) return no(400);
    if (Number(h['content-length'] ?? 0) > form.bodyLimit) return no(413);
    const body = await readCapped(req, form.bodyLimit);
    if (body === 'aborted') return (void req.destroy(), null);
    if (body === 'too-large') return no(413);
    let fields;
    try {
      fields = await new Response(body, { headers: { 'content-type': type } }).formData();
    } catch {
      return no(400, { bodyRead: true });
    }
    if (id !== undefined) {
      if (!callsWithFormData(fields)) return no(400, { bodyRead: true });
    } else {
      const ids = formActionIds(fields);
      if (!ids?.length || !ids.every(known)) return no(400, { bodyRead: true });
    }
    return replay(req, body);
  }

  return { covers, guard };
}

/** The path a request names (origin-form or absolute-form), as server.mjs matches pages. */
function pathOf(req) {
  let path;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://site.invalid').pathname);
  } catch {
    return '';
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * `handler` (server.mjs's request handler) with the guard in front: a Server Action call goes
 * on to it only once checked, its body read; anything else at once. The build's `manifest`
 * (.next/csp-manifest.json) carries the forms; `ownHeaders(extra)` is the site's header set.
 */
export function guardActions(handler, { manifest, siteUrl, trustProxy, ownHeaders, workers }) {
  const { covers, guard } = createActionGuard({
    forms: manifest.actionForms,
    workers: workers ?? readActionWorkers(),
    siteUrl,
    trusted: trustProxy,
    headers: ownHeaders,
  });
  return (req, res) => {
    if (req.method !== 'POST') return handler(req, res);
    const path = pathOf(req);
    if (!covers(req, path)) return handler(req, res);
    guard(req, res, path).then(
      (checked) => checked && handler(checked, res),
      () => {
        // Never a 500 for a call refused here: the guard only reads and answers.
        if (!res.headersSent) res.writeHead(400, ownHeaders({ Connection: 'close' }));
        res.end();
      },
    );
  };
}
