// Raw HTTP helpers for the server's end-to-end tests: requests with exactly the headers given, raw
// socket exchanges, the full header set every answer must carry, and the server's open sockets.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
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
  let n = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 4) continue;
      const local = parseInt(cols[1].split(':').pop()!, 16);
      if (local === port && (cols[3] === '01' || cols[3] === '08')) n++;
    }
  }
  return n;
}

/**
 * A raw request on a fresh loopback socket: the answer's head and whether the server closed the
 * connection itself (within `timeoutMs`); the client then drops the socket either way.
 */
export function rawExchange(
  port: number,
  request: string,
  timeoutMs = 2_000,
): Promise<{ head: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    let settled = false;
    const done = (closedByServer: boolean) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ head: data.split('\r\n\r\n')[0], closedByServer });
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('data', (d) => (data += d.toString('latin1')));
    socket.on('end', () => done(true));
    socket.on('error', () => done(false));
    socket.write(request);
  });
}

export function expectRawHeaderSet(head: string, what: string) {
  for (const name of [
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'permissions-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'content-security-policy',
  ])
    expect(head.toLowerCase(), `${what}: ${name}`).toContain(`\r\n${name}: `);
}
