/**
 * Posts to a page's Server Action on a running server.mjs, as a browser or a script sends them:
 * raw HTTP (every header as given, none added but Host), the answer's status, headers and text.
 */
import http from 'node:http';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/** A POST of `body` with exactly `headers` (chunked when they name no Content-Length). */
export function rawPost(
  port: number,
  path: string,
  headers: Record<string, string>,
  body: Buffer | string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', headers, agent: false },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    // A server that refuses a large body closes the connection before it is all sent.
    req.on('error', (err) => (answered ? undefined : reject(err)));
    const bytes = Buffer.from(body);
    for (let at = 0; at < bytes.length; at += 64 * 1024)
      if (!req.destroyed) req.write(bytes.subarray(at, at + 64 * 1024));
    req.end();
  });
}

export { actionFields, multipart } from './action-form.mjs';
