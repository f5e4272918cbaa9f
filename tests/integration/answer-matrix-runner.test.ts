/**
 * The answer matrix's runner (tests/topology/answer-matrix.mjs) fails what it exists to catch,
 * against a stand-in server: an answer that never ends, a body shorter than its Content-Length, a
 * body ended by closing the connection, a wrong status, a missing header.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMatrix, sender, type MatrixCase } from '../topology/answer-matrix.mjs';

const HEADERS = ['x-content-type-options', 'content-security-policy'];
const BODY = 'x'.repeat(40_000);

let server: http.Server;
let client: ReturnType<typeof sender>;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const p = req.url ?? '/';
    if (p !== '/no-headers') {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'");
    }
    if (p === '/hangs') return void res.write(BODY); // and never ends
    if (p === '/short') {
      res.setHeader('Content-Length', BODY.length + 10);
      res.write(BODY);
      return void setTimeout(() => res.socket?.destroy(), 50);
    }
    if (p === '/closes') {
      res.shouldKeepAlive = false;
      res.useChunkedEncodingByDefault = false; // a body ended by closing the connection
    }
    res.end(BODY);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  client = sender({ port: (server.address() as net.AddressInfo).port });
});
afterAll(() => {
  client.close();
  server.closeAllConnections();
  return new Promise((r) => server.close(r));
});

const check = (path: string, method = 'GET', status = 200) =>
  runMatrix({
    cases: [{ path, status, method, client: 'browser' } as MatrixCase],
    send: client.send,
    headerSet: HEADERS,
    timeoutMs: 500,
  }).then((r) => r.problems);

describe('the answer matrix', () => {
  it('passes an answer that ends with its status and headers, as GET and HEAD', async () => {
    expect(await check('/fine')).toEqual([]);
    expect(await check('/fine', 'HEAD')).toEqual([]);
  });

  it('fails an answer that does not end in time, or ends short of its length', async () => {
    expect(await check('/hangs')).toEqual([
      'GET /hangs (browser): did not end within 500 ms (200, 40000 bytes of ?)',
    ]);
    expect((await check('/short')).join()).toMatch(/^GET \/short \(browser\): (aborted|socket)/);
  });

  it('fails a body ended by closing, a wrong status, a missing header', async () => {
    expect(await check('/closes')).toEqual([
      'GET /closes (browser): neither Content-Length nor chunked (ended by closing)',
    ]);
    expect(await check('/fine', 'GET', 404)).toEqual(['GET /fine (browser): 200, not 404']);
    expect(await check('/no-headers')).toEqual([
      'GET /no-headers (browser): without x-content-type-options, content-security-policy',
    ]);
  });
});
