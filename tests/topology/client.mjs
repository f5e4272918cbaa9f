// The topology test's visitors: each an HTTPS client bound to its own loopback address
// (127.x.y.z all reach this machine), so nginx sees distinct visitors as it would on the internet.
import https from 'node:https';
import tls from 'node:tls';
import { actionFields, multipart } from '../support/action-form.mjs';

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

/**
 * A page's form as a browser without JavaScript posts it to the page's Server Action, from
 * visitor `v`: the page first (the hidden fields React rendered for the action), then the form's
 * `fields` with them, multipart, same-origin. The page's answer if it could not be had.
 */
export async function pageFormPost(v, path, fields, headers = {}) {
  const page = await v.request('GET', path, { headers: { accept: 'text/html' } });
  if (page.status !== 200) return page;
  return v.request('POST', path, await pageFormRequest(page.body, fields, headers));
}

/** The request (headers and multipart body) of `fields` posted on the form of the page `html`. */
export async function pageFormRequest(html, fields, headers = {}) {
  const { body, type } = await multipart([...actionFields(html), ...Object.entries(fields)]);
  return {
    headers: {
      'content-type': type,
      accept: 'text/html',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body,
  };
}

/** Whether a post was taken: the 303 to a thank-you page a browser without JavaScript follows. */
export const taken = (r) => r.status === 303 && /\/thank-you$/.test(r.headers.location ?? '');
