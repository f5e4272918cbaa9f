// Production server: Next's request handler behind a plain Node HTTP server, so the visitor's
// address comes from the socket. Next itself keeps any X-Forwarded-For a client sends, which
// would let anyone dodge the per-IP rate limit; only with TRUST_PROXY=1 (an operator's proxy in
// front that sets the header) is the header believed.
import { createServer } from 'node:http';
import next from 'next';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const trustProxy = /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? '');

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  if (!trustProxy) {
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown';
    delete req.headers['x-real-ip'];
  }
  handle(req, res);
}).listen(port, hostname, () => {
  console.log(
    `ClearSignal ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`,
  );
});
