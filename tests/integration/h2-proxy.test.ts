/**
 * bench/h2-proxy.mjs, the --h2 front of bench:lighthouse: a browser's requests reach the HTTP/1.1
 * origin as they were sent, and its answers come back over HTTP/2 as the origin wrote them.
 */
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardable, startH2Proxy } from '@/bench/h2-proxy.mjs';
import { selfSignedCert } from '@/bench/lib.mjs';

let origin: http.Server;
let proxy: { url: string; stop: () => Promise<void> };
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  origin = http.createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(200, {
      'content-type': 'text/html',
      'content-encoding': 'br',
      connection: 'keep-alive',
      'keep-alive': 'timeout=5',
      vary: 'Accept-Encoding',
    });
    res.end(`${req.method} ${req.url}`);
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  const tls = selfSignedCert(fs.mkdtempSync(path.join(os.tmpdir(), 'cs-h2-test-')));
  const { port } = origin.address() as { port: number };
  proxy = await startH2Proxy(`http://127.0.0.1:${port}`, {
    key: fs.readFileSync(tls.key),
    cert: fs.readFileSync(tls.cert),
  });
});
afterAll(async () => {
  await proxy?.stop();
  origin?.close();
});

/** One GET over HTTP/2: its status, headers and body. */
function get(url: string, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const session = http2.connect(url, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': pathname, ...headers });
    let body = '';
    let answer: http2.IncomingHttpHeaders = {};
    stream.on('response', (h) => (answer = h));
    stream.setEncoding('utf8');
    stream.on('data', (d) => (body += d));
    stream.on('end', () => {
      session.close();
      resolve({ headers: answer, body });
    });
    stream.on('error', reject);
  });
}

describe('bench/h2-proxy', () => {
  it('keeps end-to-end headers and drops pseudo and connection-specific ones', () => {
    expect(
      forwardable({
        ':path': '/',
        ':authority': 'x',
        connection: 'keep-alive',
        'Keep-Alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        host: 'x',
        accept: 'text/html',
        'accept-encoding': 'br',
      }),
    ).toEqual({ accept: 'text/html', 'accept-encoding': 'br' });
  });

  it('answers over HTTP/2 with the origin’s status, headers and bytes', async () => {
    const { headers, body } = await get(proxy.url, '/ar/about?x=1', {
      accept: 'text/html',
      'accept-encoding': 'br',
    });
    expect(headers[':status']).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(headers.connection).toBeUndefined();
    expect(body).toBe('GET /ar/about?x=1');
    const sent = seen.at(-1)!;
    expect(sent['accept-encoding']).toBe('br');
    expect(sent['x-forwarded-proto']).toBe('https');
    expect(sent.host).toBe(new URL(proxy.url).host);
  });
});
