// The topology test's visitors: each an HTTPS client bound to its own loopback address
// (127.x.y.z all reach this machine), so nginx sees distinct visitors as it would on the internet.
import https from 'node:https';
import tls from 'node:tls';

/** A visitor at `address` talking to nginx on `port` (certificate `ca`, name localhost). */
export function visitor(address, { port, ca }) {
  const agent = new https.Agent({
    keepAlive: true,
    maxSockets: 64,
    ca,
    localAddress: address,
    servername: 'localhost',
  });
  /** Never throws: a network error is status 0 with its message in `error`. */
  const request = (method, path, { headers = {}, body } = {}) =>
    new Promise((resolve) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          timeout: 30_000,
          headers: { host: `localhost:${port}`, ...headers },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', (e) => resolve({ status: 0, error: e.message, headers: {}, body: '' }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (e) => resolve({ status: 0, error: e.message, headers: {}, body: '' }));
      req.end(body);
    });
  return { address, request, close: () => agent.destroy() };
}

/** The protocol nginx picks by ALPN when a client offers HTTP/2 and HTTP/1.1. */
export function negotiated({ port, ca }) {
  return new Promise((resolve, reject) => {
    const s = tls.connect({
      host: '127.0.0.1',
      port,
      ca,
      servername: 'localhost',
      ALPNProtocols: ['h2', 'http/1.1'],
    });
    s.once('secureConnect', () => {
      resolve(s.alpnProtocol);
      s.destroy();
    });
    s.once('error', reject);
  });
}

/** A form post's body, urlencoded. */
export const form = (fields) => new URLSearchParams(fields).toString();
