/**
 * A graceful stop answers the connections the kernel had already queued on the listening socket
 * (lib/server/lifecycle.mjs `shutdown`): closing it at once would reset them, and a proxy never resends
 * a POST that met a reset.
 */
import http from 'node:http';
import net from 'node:net';
import { expect, it } from 'vitest';
import { shutdown } from '@/lib/server/lifecycle.mjs';

it('answers every connection queued when the stop begins, none reset', async () => {
  const server = http.createServer((_req, res) => res.end('ok'));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as net.AddressInfo;
  const answers = Array.from({ length: 20 }, () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.write('POST /form HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n');
    let got = '';
    socket.on('data', (c) => (got += c));
    return new Promise<string>((resolve) => {
      socket.on('error', (e) => resolve(`error: ${e.message}`));
      socket.on('close', () => resolve(got.split('\r\n')[0]));
    });
  });
  // Let the connects start, then hold the event loop: the kernel completes the handshakes into
  // the listening socket's queue meanwhile, and nothing accepts them.
  await new Promise((r) => setImmediate(r));
  const until = Date.now() + 300;
  while (Date.now() < until);
  const stopped = shutdown(server, 5000);
  expect(await Promise.all(answers)).toEqual(Array(20).fill('HTTP/1.1 200 OK'));
  expect(await stopped).toEqual({ clean: true });
});
