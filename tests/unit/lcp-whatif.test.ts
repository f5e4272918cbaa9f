/**
 * bench/lcp-whatif.mjs's cases (bench/lantern-cases.mjs): a recorded DevTools log changed only as a
 * case says, so that Lighthouse's audit of it differs from the recording in that alone.
 */
import { describe, expect, it } from 'vitest';
import { applyCase, parseCase, type DevtoolsEvent } from '@/bench/lantern-cases.mjs';

/** A request's events as Chrome's DevTools protocol sends them: sent, response, data, finished. */
const request = (id: string, url: string, body: number, connectionId: number): DevtoolsEvent[] => [
  { method: 'Network.requestWillBeSent', params: { requestId: id, request: { url } } },
  {
    method: 'Network.responseReceived',
    params: {
      requestId: id,
      response: {
        url,
        protocol: 'http/1.1',
        connectionId,
        connectionReused: false,
        encodedDataLength: 300,
        headers: { 'Content-Length': String(body) },
      },
    },
  },
  {
    method: 'Network.dataReceived',
    params: { requestId: id, dataLength: body, encodedDataLength: body },
  },
  { method: 'Network.loadingFinished', params: { requestId: id, encodedDataLength: 300 + body } },
];
const recorded = (): DevtoolsEvent[] => [
  { method: 'Page.frameNavigated', params: {} },
  ...request('1', 'http://x/ar/about', 9000, 11),
  ...request('2', 'http://x/fonts/plex-arabic-400.woff2', 11000, 12),
  ...request('3', 'http://x/fonts/plex-latin-400.woff2', 8000, 13),
];
type Response = {
  protocol: string;
  connectionId: number;
  connectionReused: boolean;
  headers: Record<string, string>;
};
const responses = (log: DevtoolsEvent[]) =>
  log
    .filter((e) => e.method === 'Network.responseReceived')
    .map((e) => ({ id: e.params.requestId, ...(e.params.response as Response) }));
const finished = (log: DevtoolsEvent[], id: string) =>
  log.find((e) => e.method === 'Network.loadingFinished' && e.params.requestId === id)?.params
    .encodedDataLength;

describe('bench:lcp-whatif cases', () => {
  it('reads a case as its name and ops, and names an op it does not know', () => {
    expect(parseCase('merged: drop=latin-; size=arabic-400=17548; h2')).toEqual({
      name: 'merged',
      ops: [{ drop: 'latin-' }, { size: 'arabic-400', bytes: 17548 }, { h2: true }],
    });
    expect(() => parseCase('bad: shrink=latin')).toThrow(/unknown op "shrink=latin"/);
    expect(() => parseCase('no name')).toThrow(/name: op/);
  });

  it('leaves out every event of the requests a drop names, and nothing else', () => {
    const log = recorded();
    const out = applyCase(log, [{ drop: 'latin-' }])!;
    expect(out.some((e) => e.params.requestId === '3')).toBe(false);
    expect(out).toHaveLength(log.length - 4);
    expect(out.filter((e) => e.params.requestId === '2')).toEqual(
      log.filter((e) => e.params.requestId === '2'),
    );
  });

  it('gives a resized request its recorded headers plus the new body, without touching the recording', () => {
    const log = recorded();
    const out = applyCase(log, [{ size: 'arabic-400', bytes: 17548 }])!;
    expect(finished(out, '2')).toBe(300 + 17548);
    expect(responses(out).find((r) => r.id === '2')?.headers['Content-Length']).toBe('17548');
    expect(finished(out, '1')).toBe(9300);
    expect(finished(log, '2')).toBe(11300);
  });

  it('matches only URLs that end with a TEXT$, so a page is told from its files', () => {
    const log = [...recorded(), ...request('4', 'http://x/images/about/team.svg', 700, 11)];
    const out = applyCase(log, [{ size: '/about$', bytes: 5000 }])!;
    expect(finished(out, '1')).toBe(5300);
    expect(finished(out, '4')).toBe(1000);
    expect(applyCase(log, [{ drop: '/about$' }])!.some((e) => e.params.requestId === '1')).toBe(
      false,
    );
    expect(applyCase(log, [{ drop: '/ar$' }])).toBeNull();
  });

  it('puts every request on the document’s HTTP/2 connection, reused after the document', () => {
    const out = applyCase(recorded(), [{ h2: true }])!;
    expect(responses(out).map((r) => [r.protocol, r.connectionId, r.connectionReused])).toEqual([
      ['h2', 11, false],
      ['h2', 11, true],
      ['h2', 11, true],
    ]);
  });

  it('does not apply to a page none of whose requests the case names', () => {
    expect(applyCase(recorded(), [{ drop: 'inter-' }])).toBeNull();
    expect(applyCase(recorded(), [{ size: 'inter-', bytes: 1 }])).toBeNull();
  });
});
