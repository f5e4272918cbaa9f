// A TLS + HTTP/2 front for a local HTTP/1.1 server, for the Lighthouse benches' --h2: production
// answers through nginx over HTTP/2 (deploy/), one connection for every request of a page, where a
// bare `node server.mjs` (and the anchors) answer over HTTP/1.1, six connections a page. Lighthouse
// simulates the slow link from the protocol it recorded, so the two give other figures for the same
// page. The certificate is self-signed (bench/lib.mjs): Chromium runs with
// --ignore-certificate-errors. Bodies pass through as the upstream encoded them.
import http from 'node:http';
import http2 from 'node:http2';

/** Headers HTTP/2 forbids (connection-specific) or that the proxy itself sets. */
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
  'http2-settings',
]);

/** `headers` without HTTP/2's pseudo-headers and the connection-specific ones. */
export function forwardable(headers) {
  const out = {};
  for (const [k, v] of Object.entries(headers))
    if (!k.startsWith(':') && !HOP.has(k.toLowerCase()) && v !== undefined) out[k] = v;
  return out;
}

/**
 * Serves `upstream` (an http:// origin) over TLS and HTTP/2 on a free port of 127.0.0.1; returns
 * its https:// origin and a stop function.
 */
export async function startH2Proxy(upstream, { key, cert }) {
  const target = new URL(upstream);
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const authority = req.headers[':authority'] ?? req.headers.host;
    const up = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...forwardable(req.headers),
          host: authority,
          'x-forwarded-proto': 'https',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
