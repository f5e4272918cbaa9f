import { spawn, type ChildProcess } from 'node:child_process';

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
