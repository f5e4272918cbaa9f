/**
 * HTTP/1.1 rules server.mjs applies before Next sees a request, or to what Next answers
 * (issue 28 #4): one valid Host (RFC 9112 §3.2), Next's internal paths kept private, its internal
 * cache headers stripped, and raw answers for what never reaches a request handler (CONNECT, a
 * request Node's parser refused or timed out).
 */
import { STATUS_CODES } from 'node:http';

/** `host [":" port]`: a registered name or IPv4 address, or an IPv6 literal in brackets. */
const HOST = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=%]+|\[[0-9A-Fa-f:.]+\])(?::\d{0,5})?$/;

/**
 * Whether `host` is a host a URL can name: of the form above, and one the URL standard parses
 * (no NUL or other forbidden character once percent-decoded, a port of at most 65535).
 */
export function validHost(host) {
  if (!HOST.test(host)) return false;
  try {
    return new URL(`http://${host}/`).host !== '';
  } catch {
    return false;
  }
}

/** Why a request's Host is unacceptable (400), or null: missing in HTTP/1.1, given twice, invalid. */
export function hostProblem(req) {
  const hosts = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    if (req.rawHeaders[i].toLowerCase() === 'host') hosts.push(req.rawHeaders[i + 1]);
  if (hosts.length > 1) return 'more than one Host';
  if (hosts.length === 0) return req.httpVersion === '1.1' ? 'no Host' : null;
  return validHost(hosts[0]) ? null : 'a malformed Host';
}

/**
 * Paths of Next's build output that are no page of the site: its internal error routes in any
 * form (`/_not-found`, `/_global-error.rsc`, `/_not-found.segments/_tree.segment.rsc`), and the
 * English pages' internal `/en` files (`/en.rsc`, `/en/guides.segments/…`); English is served at
 * `/`, and `/en` itself redirects there.
 */
export function isInternalPath(path) {
  if (/^\/(?:_not-found|_global-error)(?:[./]|$)/.test(path)) return true;
  return /^\/en(?:[./]|$)/.test(path) && /\.(?:rsc|html|meta|body)$|\.segments(?:\/|$)/.test(path);
}

/** Next's headers about its own cache: nothing for a visitor or a proxy. */
const INTERNAL_HEADERS = new Set(['x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time']);

/** Keeps Next's internal cache headers off a response, however they are set. */
export function dropInternalHeaders(res) {
  const { setHeader, appendHeader, writeHead } = res;
  res.setHeader = function (name, value) {
    return INTERNAL_HEADERS.has(String(name).toLowerCase())
      ? this
      : setHeader.call(this, name, value);
  };
  if (appendHeader)
    res.appendHeader = function (name, value) {
      return INTERNAL_HEADERS.has(String(name).toLowerCase())
        ? this
        : appendHeader.call(this, name, value);
    };
  res.writeHead = function (status, ...rest) {
    for (const h of INTERNAL_HEADERS) this.removeHeader(h);
    const i = rest.findIndex((r) => r && typeof r === 'object');
    if (i >= 0 && !Array.isArray(rest[i]))
      rest[i] = Object.fromEntries(
        Object.entries(rest[i]).filter(([k]) => !INTERNAL_HEADERS.has(k.toLowerCase())),
      );
    return writeHead.call(this, status, ...rest);
  };
}

/** A whole HTTP/1.1 answer written straight to a socket, closing the connection. */
export function rawAnswer(socket, status, headers) {
  const lines = Object.entries({ ...headers, Connection: 'close' }).map(([k, v]) => `${k}: ${v}`);
  const body = `${STATUS_CODES[status]}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** The status for a request Node's parser gave up on: 408 when its headers took too long. */
export const clientErrorStatus = (err) =>
  err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;

/** A browser's request for a document (not Next's client-side payload, an asset or a form). */
export const wantsDocument = (req, path) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  /text\/html/.test(req.headers.accept ?? '') &&
  !req.headers.rsc &&
  !req.headers['next-router-state-tree'] &&
  !/^\/(_next|api)\//.test(path);
