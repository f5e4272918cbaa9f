import { spawn, type ChildProcess } from 'node:child_process';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/**
 * e2e/smtp-sink.mjs (from `root`) on the given SMTP and HTTP ports; resolves once its /health
 * answers, polled every 100 ms at most `tries` times.
 */
export async function startSmtpSink(
  root: string,
  smtpPort: number,
  httpPort: number,
  tries: number,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['e2e/smtp-sink.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      SMTP_SINK_PORT: String(smtpPort),
      SMTP_SINK_HTTP_PORT: String(httpPort),
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < tries; i++) {
    const ok = await fetch(`http://127.0.0.1:${httpPort}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the SMTP sink did not start');
}

/** A mail as a test receiver got it: its raw text and the SMTP session (its envelope). */
export type ReceivedMail = { raw: string; session: SMTPServerSession };

/**
 * A mail receiver in the test process on `port` (127.0.0.1, no TLS, no login), resolved once it
 * listens: each mail, read whole, goes to `onMail` with `accept`, which answers 250 (at once, or
 * later to hold a sender mid-mail). `close()` stops it.
 */
export async function smtpReceiver(
  port: number,
  onMail: (mail: ReceivedMail, accept: () => void) => void,
): Promise<{ close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => onMail({ raw, session }, () => done()));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
