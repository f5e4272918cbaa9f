// Raw HTTP helpers for the server's end-to-end tests: requests with exactly the headers given, and
// the full header set every answer must carry.
import http from 'node:http';
import { headerSetProblems } from '../tests/support/raw-http';
import { expect, test } from './fixtures';

export function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  const base = new URL(test.info().project.use.baseURL!);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: { 'x-forwarded-for': '2001:db8::dead', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Every header of the set every answer carries, with its value (tests/support/raw-http.ts). */
export function expectHeaderSet(h: http.IncomingHttpHeaders, what: string) {
  expect(headerSetProblems(h), what).toEqual([]);
}
