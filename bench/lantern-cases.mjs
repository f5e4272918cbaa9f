// The cases of bench/lcp-whatif.mjs: a DevTools log (the network events Lighthouse recorded) as
// it would have been with requests left out, of another size, or all over one HTTP/2 connection.
// Pure functions, unit-tested in tests/unit/lcp-whatif.test.ts.

/** `name: op; op` → { name, ops }, each op { drop } | { size, bytes } | { h2: true }. */
export function parseCase(text) {
  const at = text.indexOf(':');
  if (at < 1) throw new Error(`a case is "name: op; op": ${text}`);
  const ops = text
    .slice(at + 1)
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((op) => {
      if (op === 'h2') return { h2: true };
      const drop = op.match(/^drop=(.+)$/);
      if (drop) return { drop: drop[1] };
      const size = op.match(/^size=(.+)=(\d+)$/);
      if (size) return { size: size[1], bytes: Number(size[2]) };
      throw new Error(`unknown op "${op}" (drop=TEXT, size=TEXT=BYTES, h2)`);
    });
  return { name: text.slice(0, at).trim(), ops };
}

/** The request ids of a DevTools log, with the URL each was sent for. */
const requestUrls = (log) =>
  new Map(
    log
      .filter((e) => e.method === 'Network.requestWillBeSent')
      .map((e) => [e.params.requestId, e.params.request.url]),
  );

/**
 * A copy of a DevTools log (`Network.*` events) as the case's `ops` would have had it, or null when
 * an op names no request of this page (the case does not apply to it).
 */
export function applyCase(log, ops) {
  let out = structuredClone(log);
  const urls = requestUrls(out);
  // TEXT matches a URL that contains it; TEXT$ one that ends with it (`/plans$`: the page, not
  // its /images/plans/… files).
  const matches = (url, text) =>
    text.endsWith('$') ? url.endsWith(text.slice(0, -1)) : url.includes(text);
  const matching = (text) =>
    new Set([...urls].filter(([, url]) => matches(url, text)).map(([id]) => id));
  for (const op of ops) {
    if (op.drop) {
      const ids = matching(op.drop);
      if (!ids.size) return null;
      out = out.filter((e) => !ids.has(e.params?.requestId));
    } else if (op.size) {
      const ids = matching(op.size);
      if (!ids.size) return null;
      // Lighthouse takes a request's transfer size from loadingFinished: here the header bytes
      // recorded at responseReceived, plus the new body.
      const headers = new Map();
      for (const e of out) {
        if (!ids.has(e.params?.requestId)) continue;
        if (e.method === 'Network.responseReceived') {
          const r = e.params.response;
          headers.set(e.params.requestId, r.encodedDataLength);
          for (const k of Object.keys(r.headers))
            if (k.toLowerCase() === 'content-length') r.headers[k] = String(op.bytes);
        } else if (e.method === 'Network.dataReceived') {
          e.params.encodedDataLength = 0;
        } else if (e.method === 'Network.loadingFinished') {
          e.params.encodedDataLength = (headers.get(e.params.requestId) ?? 0) + op.bytes;
        }
      }
    } else if (op.h2) {
      const first = out.find((e) => e.method === 'Network.responseReceived');
      const connectionId = first?.params.response.connectionId;
      for (const e of out)
        if (e.method === 'Network.responseReceived') {
          const r = e.params.response;
          r.protocol = 'h2';
          r.connectionReused = e !== first;
          r.connectionId = connectionId;
        }
    }
  }
  return out;
}
