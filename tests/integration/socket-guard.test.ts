/**
 * lib/server/socket-guard.mjs on a plain Node server: progress is what the kernel takes towards the
 * client, so a client reading a large answer slowly keeps its connection, and one that stops
 * reading loses it once nothing has moved for the idle time, whatever the server still holds.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardSockets } from '@/lib/server/socket-guard.mjs';

const IDLE_MS = 1_000;
/** Far more than loopback's kernel buffers hold, so most of it waits in the process. */
const BODY = Buffer.alloc(48 * 1024 * 1024, 'x');
let server: http.Server;
let port: number;
let guard: ReturnType<typeof guardSockets>;

beforeAll(async () => {
  server = http.createServer((req, res) => res.end(BODY));
  guard = guardSockets(server, {
    idleMs: IDLE_MS,
    checkEveryMs: 100,
    maxPipelined: 8,
    maxQueuedBytes: 64 * 1024 * 1024,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  guard.stop();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

async function client() {
  const socket = net.connect(port, '127.0.0.1');
  socket.pause();
  await new Promise((r) => socket.once('connect', r));
  socket.write(`GET / HTTP/1.1\r\nHost: x\r\n\r\n`);
  let closed = false;
  socket.once('close', () => (closed = true));
  socket.on('error', () => {});
  return { socket, closed: () => closed };
}

describe('guardSockets', () => {
  it('keeps a connection whose client reads, however slowly, past the idle time', async () => {
    const { socket, closed } = await client();
    let got = 0;
    const start = Date.now();
    while (Date.now() - start < IDLE_MS * 3) {
      for (let c; (c = socket.read(64 * 1024) as Buffer | null) && got < 8 * 2 ** 20;)
        got += c.length;
      await new Promise((r) => setTimeout(r, IDLE_MS / 4));
      got += 0;
    }
    expect(closed()).toBe(false);
    expect(got).toBeGreaterThan(0);
    socket.destroy();
  });

  it('closes a connection whose client stops reading, once nothing has moved for the idle time', async () => {
    const { socket, closed } = await client();
    while (guard.states.size === 0) await new Promise((r) => setTimeout(r, 10));
    const start = Date.now();
    // The server side closes: the client sees its socket end only once it reads, so watch the guard.
    while (guard.states.size > 0 && Date.now() - start < IDLE_MS * 5)
      await new Promise((r) => setTimeout(r, 50));
    expect(guard.states.size).toBe(0);
    expect(Date.now() - start).toBeGreaterThanOrEqual(IDLE_MS);
    expect(Date.now() - start).toBeLessThan(IDLE_MS * 3);
    socket.destroy();
    void closed;
  });

  it('closes a connection that pipelines more requests than maxPipelined', async () => {
    const small = http.createServer((req, res) => setTimeout(() => res.end('ok'), 200));
    const g = guardSockets(small, {
      idleMs: 10_000,
      checkEveryMs: 100,
      maxPipelined: 3,
      maxQueuedBytes: 1e9,
    });
    await new Promise<void>((r) => small.listen(0, '127.0.0.1', r));
    const p = (small.address() as net.AddressInfo).port;
    const answer = (n: number) =>
      new Promise<string>((resolve) => {
        let data = '';
        const s = net.connect(p, '127.0.0.1', () =>
          s.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(n)),
        );
        s.on('data', (d) => (data += d));
        s.on('close', () => resolve(data));
        s.on('error', () => {});
        setTimeout(() => s.end(), 1_000);
      });
    expect((await answer(3)).match(/HTTP\/1\.1 200/g)).toHaveLength(3);
    expect(await answer(4)).toBe('');
    g.stop();
    small.closeAllConnections();
    await new Promise((r) => small.close(r));
  });
});
