/**
 * Raw HTTP on a loopback socket, shared by the unit tests that start server.mjs
 * (tests/support/server.ts) and the end-to-end tests (e2e/http-helpers.ts), and an HTTP request
 * whose answer is not decoded (fetch would undo its compression).
 */
import http from 'node:http';
import net from 'node:net';

/** The header set every answer carries (lib/server/security-headers.mjs and a CSP). */
export const HEADER_SET = [
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'content-security-policy',
];

/**
 * A raw request on a fresh loopback socket: the answer's head and whether the server closed the
 * connection itself within `timeoutMs`; the client then drops the socket either way.
 */
export function rawExchange(
  port: number,
  request: string,
  timeoutMs: number,
): Promise<{ head: string; closedByServer: boolean; ms: number }> {
  return new Promise((resolve) => {
    const start = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    let settled = false;
    const done = (closedByServer: boolean) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ head: data.split('\r\n\r\n')[0], closedByServer, ms: Date.now() - start });
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('data', (d) => (data += d.toString('latin1')));
    socket.on('end', () => done(true));
    socket.on('error', () => done(false));
    socket.write(request);
  });
}

/** A request whose answer comes back as it was on the wire: status, headers and body, not decoded. */
export function wireRequest(
  url: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) =>
    http
      .request(url, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end(),
  );
}

/** Starts `server` on a free loopback port: its base URL (`http://127.0.0.1:<port>`). */
export async function listenOnLoopback(server: net.Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

/**
 * Ends a stand-in for Next's answer the way a streamed one arrives: nothing for a HEAD, else the
 * body in two writes (its first 100 bytes, then the rest).
 */
export function endInTwoWrites(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
  if (req.method === 'HEAD') return res.end();
  res.write(body.subarray(0, 100));
  res.end(body.subarray(100));
}

/**
 * What an answer's headers lack of the set every answer carries, or carry wrong: the fixed values
 * of lib/server/security-headers.mjs and a CSP that allows nothing by default. Empty when none.
 */
export function headerSetProblems(h: http.IncomingHttpHeaders): string[] {
  const want: [name: string, ok: (v: string) => boolean, what: string][] = [
    ['strict-transport-security', (v) => v === 'max-age=63072000; includeSubDomains; preload', ''],
    ['x-content-type-options', (v) => v === 'nosniff', ''],
    ['x-frame-options', (v) => v === 'DENY', ''],
    ['referrer-policy', (v) => v === 'strict-origin-when-cross-origin', ''],
    ['permissions-policy', (v) => v.includes('camera=()'), ' (camera=())'],
    ['content-security-policy', (v) => v.includes("default-src 'none'"), " (default-src 'none')"],
  ];
  const problems = HEADER_SET.filter((name) => h[name] === undefined).map((n) => `no ${n}`);
  for (const [name, ok, what] of want) {
    const value = h[name];
    if (typeof value === 'string' && !ok(value)) problems.push(`${name}: "${value}"${what}`);
  }
  return problems;
}
