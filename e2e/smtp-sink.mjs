// A real SMTP receiver for the end-to-end tests, on loopback only. Mails it receives can be read
// over HTTP: GET /messages?to=address returns them as JSON; GET /health answers 200.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 2525);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2526);
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, done) {
    let raw = '';
    stream.on('data', (c) => (raw += c.toString('utf8')));
    stream.on('end', () => {
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw,
        at: new Date().toISOString(),
      });
      done();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((req, res) => {
    // One request a connection: a test whose event loop is blocked (a CLI run with execFileSync)
    // would otherwise reuse a kept-alive socket the sink closed meanwhile ("other side closed").
    res.setHeader('connection', 'close');
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${httpPort}`);
    if (url.pathname === '/health') return res.end('ok');
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to');
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(httpPort, '127.0.0.1');
