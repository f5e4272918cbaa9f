/**
 * What one connection can hold on the production server (issue 28 #3): a client that stops
 * reading is closed once nothing moves for IDLE_TIMEOUT_MS (60 s by default; 2 s here), a
 * connection with too many pipelined requests at once, and a client reading slowly but steadily
 * is left alone.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '@/lib/server/env.mjs';
import { serverSideState, startServer, type RunningServer } from '../support/server';

const IDLE_MS = 2_000;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ IDLE_TIMEOUT_MS: String(IDLE_MS) });
}, 120_000);
afterAll(() => server?.stop());

/** A connection that sends `n` pipelined GETs of `/` and never reads a byte of the answers. */
async function stalledClient(n: number): Promise<net.Socket> {
  const socket = net.connect(server.port, '127.0.0.1');
  socket.pause();
  socket.on('error', () => {});
  await new Promise((r) => socket.once('connect', r));
  socket.write(
    `GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nAccept-Encoding: identity\r\n\r\n`.repeat(
      n,
    ),
  );
  return socket;
}

/** Milliseconds until the server closes its side of the connection from `socket` (or gives up). */
async function closedAfter(socket: net.Socket, limitMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    const s = serverSideState(server.port, socket.localPort!);
    if (!s || s.state !== '01') return Date.now() - start;
    await new Promise((r) => setTimeout(r, 100));
  }
  return Infinity;
}

describe('a client that stops reading', () => {
  it('is promised 60 s by default', () => {
    expect(readEnv({}).IDLE_TIMEOUT_MS).toBe(60_000);
  });

  it('is closed once nothing has moved for the idle timeout, with a bounded queue', async () => {
    const socket = await stalledClient(8);
    // The answers fill the kernel's buffers, then nothing moves.
    await new Promise((r) => setTimeout(r, 500));
    const queued = serverSideState(server.port, socket.localPort!)?.sendQueue ?? 0;
    expect(queued).toBeLessThan(4 * 1024 * 1024);
    const ms = await closedAfter(socket, IDLE_MS * 4);
    socket.destroy();
    expect(ms).toBeLessThan(IDLE_MS * 2);
  }, 30_000);

  it('is closed at once when it pipelines more requests than the server holds for one connection', async () => {
    const socket = await stalledClient(200);
    const ms = await closedAfter(socket, IDLE_MS / 2);
    socket.destroy();
    expect(ms).toBeLessThan(IDLE_MS / 2);
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(200);
  }, 30_000);

  it('loses nothing of what it was sent when it reads slowly', async () => {
    const socket = await stalledClient(4);
    let data = '';
    const closed = new Promise((r) => socket.once('close', r));
    // 16 KB every 100 ms: the idle timeout passes while the answers are still being read.
    const timer = setInterval(() => {
      const chunk = socket.read(16_384) as Buffer | null;
      if (chunk) data += chunk.toString('latin1');
      else if (socket.readableEnded || socket.destroyed) clearInterval(timer);
    }, 100);
    socket.once('end', () => {
      for (let c; (c = socket.read() as Buffer | null);) data += c.toString('latin1');
      clearInterval(timer);
      socket.destroy();
    });
    await closed;
    const answers = data.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(4);
    for (const a of answers) {
      const [head, body] = [a.slice(0, a.indexOf('\r\n\r\n')), a.slice(a.indexOf('\r\n\r\n') + 4)];
      expect(head).toMatch(/^HTTP\/1\.1 200 /);
      const length = /\r\ncontent-length: (\d+)/i.exec(head);
      if (length) expect(body.length).toBe(Number(length[1]));
      else expect(body).toMatch(/\r\n0\r\n\r\n$/); // chunked, to its last chunk
    }
  }, 30_000);
});
