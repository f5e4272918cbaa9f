// Raw HTTP helpers for the server's end-to-end tests: requests with exactly the headers given, raw
// socket exchanges, the full header set every answer must carry, and the server's open sockets.
import fs from 'node:fs';
import http from 'node:http';
import { HEADER_SET, rawExchange as sharedRawExchange } from '../tests/support/raw-http';
import { expect, test } from './fixtures';

export function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  const base = new URL(test.info().project.use.baseURL!);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: { 'x-forwarded-for': '2001:db8::dead', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export function expectHeaderSet(h: http.IncomingHttpHeaders, what: string) {
  expect(h['strict-transport-security'], what).toBe('max-age=63072000; includeSubDomains; preload');
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy'], what).toContain('camera=()');
  expect(h['content-security-policy'], what).toContain("default-src 'none'");
}

/** The e2e server's port (baseURL), for raw socket tests. */
export const serverPort = () => Number(new URL(test.info().project.use.baseURL!).port);

/**
 * Server-side sockets of the e2e server that hold a file handle: established, or waiting for the
 * server to close them (CLOSE-WAIT, the leak of issue 19), read from /proc/net/tcp{,6} as `ss` does.
 */
export function serverSockets(port: number): number {
  const rows = ['/proc/net/tcp', '/proc/net/tcp6']
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => fs.readFileSync(file, 'utf8').trim().split('\n').slice(1));
  // Columns: sl, local address:port (hex), remote address:port, state (01 ESTABLISHED, 08 CLOSE_WAIT).
  return rows
    .map((row) => row.trim().split(/\s+/))
    .filter((c) => c.length >= 4 && parseInt(c[1].split(':').pop()!, 16) === port)
    .filter((c) => c[3] === '01' || c[3] === '08').length;
}

/** A raw request on a fresh loopback socket (tests/support/raw-http.ts), 2 s unless told. */
export const rawExchange = (port: number, request: string, timeoutMs = 2_000) =>
  sharedRawExchange(port, request, timeoutMs);

export function expectRawHeaderSet(head: string, what: string) {
  for (const name of HEADER_SET)
    expect(head.toLowerCase(), `${what}: ${name}`).toContain(`\r\n${name}: `);
}
