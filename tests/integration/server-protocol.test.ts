/**
 * The protocol promises of the README on the production server (issue 28 #4): CONNECT gets 405
 * with the full header set, a duplicate or malformed Host 400, headers that take too long 408
 * (HEADERS_TIMEOUT_MS, 15 s by default; 1 s here), Next's internal cache headers and build files
 * stay private, and /favicon.ico exists. A file (a font, an icon, a script) carries the short
 * policy, not the hashes of a page's scripts: a page's fonts and icon are in its largest paint,
 * their headers included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '@/lib/server/env.mjs';
import { HEADER_SET, rawExchange, startServer, type RunningServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ HEADERS_TIMEOUT_MS: '1000' });
}, 120_000);
afterAll(() => server?.stop());

const expectHeaderSet = (head: string, what: string) => {
  for (const name of HEADER_SET)
    expect(head.toLowerCase(), `${what}: ${name}`).toContain(`\r\n${name}: `);
};
const get = (port: number, path: string, extra = '') =>
  rawExchange(
    port,
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extra}Connection: close\r\n\r\n`,
  );

describe('the protocol', () => {
  it('answers CONNECT with 405, Allow and the full header set, and closes', async () => {
    const { head, closedByServer } = await rawExchange(
      server.port,
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    );
    expect(head).toMatch(/^HTTP\/1\.1 405 /);
    // What `/` allows: its newsletter form posts to a Server Action (lib/server/http-methods.mjs).
    expect(head).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
    expectHeaderSet(head, 'CONNECT');
    expect(closedByServer).toBe(true);
  });

  it('answers a duplicate or malformed Host with 400 and the full header set', async () => {
    for (const hosts of [
      'Host: 127.0.0.1\r\nHost: evil.example\r\n',
      'Host: a b\r\n',
      'Host: a/b\r\n',
      'Host: \r\n',
      'Host: [::1\r\n',
      'Host: evil.example:99999\r\n', // a port out of range
      'Host: localhost%00\r\n', // a NUL, percent-encoded
      'Host: a%2Fb\r\n',
    ]) {
      const { head } = await rawExchange(
        server.port,
        `GET / HTTP/1.1\r\n${hosts}Connection: close\r\n\r\n`,
      );
      expect(head, JSON.stringify(hosts)).toMatch(/^HTTP\/1\.1 400 /);
      expectHeaderSet(head, hosts);
    }
    for (const host of [`127.0.0.1:${server.port}`, 'localhost', '[::1]:80', 'clearsignal.ae']) {
      const { head } = await rawExchange(
        server.port,
        `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(head, host).toMatch(/^HTTP\/1\.1 200 /);
    }
  });

  it("answers an Expect it cannot meet with 417 and the full header set, not Node's bare one", async () => {
    const { head, closedByServer } = await get(server.port, '/', 'Expect: teapot\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 417 /);
    expectHeaderSet(head, 'Expect: teapot');
    expect(closedByServer).toBe(true);
    // 100-continue is the one expectation HTTP/1.1 defines, and it is met.
    expect((await get(server.port, '/', 'Expect: 100-continue\r\n')).head).toMatch(
      /^HTTP\/1\.1 100 /,
    );
  });

  it('answers headers that take longer than HEADERS_TIMEOUT_MS with 408 (15 s by default)', async () => {
    expect(readEnv({}).HEADERS_TIMEOUT_MS).toBe(15_000);
    const { head, closedByServer, ms } = await rawExchange(
      server.port,
      `GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`,
      10_000,
    );
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expectHeaderSet(head, '408');
    expect(closedByServer).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(900);
  }, 20_000);

  it("keeps Next's internal cache headers off every answer", async () => {
    for (const path of ['/', '/guides', '/ar', '/robots.txt', '/sitemap.xml', '/plans/compare']) {
      const { head } = await get(server.port, path);
      expect(head, path).toMatch(/^HTTP\/1\.1 200 /);
      expect(head.toLowerCase(), path).not.toContain('x-nextjs-');
    }
  });

  it("answers Next's internal build files 404, never 200", async () => {
    for (const path of [
      '/en.rsc',
      '/en.segments/_tree.segment.rsc',
      '/en/guides.rsc',
      '/_not-found.segments/_tree.segment.rsc',
      '/_not-found.rsc',
      '/_global-error.segments/_tree.segment.rsc',
    ]) {
      const { head } = await get(server.port, path);
      expect(head, path).toMatch(/^HTTP\/1\.1 404 /);
      expectHeaderSet(head, path);
    }
    // The site's own pages and their redirects are untouched.
    expect((await get(server.port, '/en')).head).toMatch(/^HTTP\/1\.1 308 /);
    expect((await get(server.port, '/guides')).head).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('serves /favicon.ico', async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/x-icon');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.readUInt16LE(2)).toBe(1); // an icon resource
  });

  it("gives a page rendered per request a nonce for its scripts, no hashes, and keeps its fonts' Link header", async () => {
    for (const path of ['/complain', '/ar/complain']) {
      const { head } = await get(server.port, path, 'Accept: text/html\r\n');
      expect(head, path).toMatch(/^HTTP\/1\.1 200 /);
      const policy = /\r\ncontent-security-policy: ([^\r]*)/i.exec(head)?.[1] ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1];
      expect(scriptSrc, path).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+'$/);
      // React puts the preloads in this header and leaves them out of the HTML: it is the only
      // place the page asks for its fonts before its stylesheet is read.
      expect(head, path).toMatch(/\r\nlink: <\/fonts\/[^>]+\.woff2>; rel=preload; as="font"/i);
    }
  });

  it("answers a file with the short policy, not a page's script hashes", async () => {
    const page = (await get(server.port, '/')).head;
    const policyOf = (head: string) => /\r\ncontent-security-policy: ([^\r]*)/i.exec(head)?.[1];
    expect(policyOf(page)).toContain("'sha256-");
    const font = (await fetch(`http://127.0.0.1:${server.port}/`).then((r) => r.text())).match(
      /\/fonts\/[^"]+\.woff2/,
    )![0];
    for (const path of [font, '/icon.svg', '/favicon.ico', '/images/home/hero.svg']) {
      const { head } = await get(server.port, path);
      expect(head, path).toMatch(/^HTTP\/1\.1 200 /);
      expectHeaderSet(head, path);
      expect(policyOf(head), path).toMatch(/^default-src 'none'; script-src 'self'; /);
    }
  });
});
