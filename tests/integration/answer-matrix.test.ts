/**
 * Every answer of server.mjs ends (issue 50): every route of the build and every answer rendered
 * per request (tests/topology/answer-matrix.mjs lists them), in both languages, as GET and HEAD,
 * with the Accept of a browser, of a crawler, `*\/*` and none. Each must end (its declared length,
 * or the chunked end) within 2 s, with the right status and the full header set. Large answers
 * that are no page never ended for a text/html Accept, and a HEAD of a page rendered per request
 * got no answer at all, before lib/server/hold-answer.mjs was repaired. One server, four requests
 * at a time; the routes are rendered once first, so the 2 s measure answers, not a cold start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRoutes } from '@/lib/navigation/routes';
import { matrixCases, matrixPaths, runMatrix, sender } from '../topology/answer-matrix.mjs';
import { root } from '../support/server-process';
import { HEADER_SET, startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let client: ReturnType<typeof sender>;
const paths = matrixPaths(root);
beforeAll(async () => {
  server = await startServer();
  client = sender({ port: server.port });
}, 120_000);
afterAll(async () => {
  client?.close();
  await server?.stop();
});

/** A readable failure: the first problems and how many there were. */
const summary = (problems: string[]) =>
  problems.length ? `${problems.length} problems:\n${problems.slice(0, 40).join('\n')}` : '';

describe('every answer', () => {
  it("covers every page of the route table in both languages, and the build's other answers", () => {
    const listed = new Set(paths.map((p) => p.path));
    for (const route of pageRoutes)
      for (const p of [route.path, route.path === '/' ? '/ar' : `/ar${route.path}`])
        expect(listed, p).toContain(p);
    for (const p of ['/sitemap.xml', '/robots.txt', '/guides/feed.xml', '/ar/guides/panels.json'])
      expect(listed, p).toContain(p);
    for (const route of pageRoutes) {
      const image = `${route.path === '/' ? '' : route.path}/opengraph-image`;
      for (const p of [image, `/ar${image}`]) expect(listed, p).toContain(p);
    }
  });

  it('ends within 2 s with its status and the full header set, for GET and HEAD and any Accept', async () => {
    // Each path rendered once, its time not counted (the first render of a page compiles it).
    const warm = paths.map((p) => ({ ...p, method: 'GET', client: 'none' }));
    await runMatrix({ cases: warm, send: client.send, headerSet: [], timeoutMs: 20_000 });
    const { problems, checked } = await runMatrix({
      cases: matrixCases(paths),
      send: client.send,
      headerSet: HEADER_SET,
      concurrency: 4,
      timeoutMs: 2_000,
    });
    expect(checked).toBeGreaterThan(1_000);
    expect(summary(problems)).toBe('');
  }, 300_000);
});
