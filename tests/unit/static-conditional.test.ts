import { describe, expect, it } from 'vitest';
import { evaluatePreconditions, sendEtag } from '@/lib/server/static/conditional.mjs';

// A file of 1,234 bytes last modified at 2026-01-02T03:04:05.678Z.
const stat = { size: 1234, mtimeMs: Date.UTC(2026, 0, 2, 3, 4, 5, 678) };
const lastModified = new Date(stat.mtimeMs).toUTCString();
const etag = sendEtag(stat);
const get = (headers: Record<string, string>) => evaluatePreconditions('GET', headers, stat);

describe('preconditions on a static file (RFC 9110 §13.2.2)', () => {
  it('gives the weak ETag send gives the file', () => {
    expect(etag).toBe(`W/"4d2-${stat.mtimeMs.toString(16)}"`);
  });

  it('fails If-Match unless it is * or a strong match (send tags are weak, so none is)', () => {
    expect(get({ 'if-match': '"nope"' })).toEqual({ status: 412 });
    expect(get({ 'if-match': etag })).toEqual({ status: 412 });
    expect(get({ 'if-match': `"a", ${etag}` })).toEqual({ status: 412 });
    expect(get({ 'if-match': '*' })).toEqual({ status: 0, ignoreRange: false });
    expect(evaluatePreconditions('HEAD', { 'if-match': '"nope"' }, stat)).toEqual({ status: 412 });
  });

  it('fails If-Unmodified-Since before the file changed; ignores it beside If-Match or when it is no date', () => {
    expect(get({ 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).toEqual({
      status: 412,
    });
    expect(get({ 'if-unmodified-since': lastModified }).status).toBe(0);
    expect(get({ 'if-unmodified-since': 'Fri, 01 Jan 2100 00:00:00 GMT' }).status).toBe(0);
    expect(get({ 'if-unmodified-since': 'yesterday' }).status).toBe(0);
    expect(
      get({ 'if-match': '*', 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' }).status,
    ).toBe(0);
  });

  it('ignores a Range whose If-Range does not match: an entity tag never (weak), a date only exactly', () => {
    const range = 'bytes=0-9';
    expect(get({ range, 'if-range': '"nope"' })).toEqual({ status: 0, ignoreRange: true });
    expect(get({ range, 'if-range': etag })).toEqual({ status: 0, ignoreRange: true });
    expect(get({ range, 'if-range': 'Thu, 01 Jan 1970 00:00:00 GMT' })).toEqual({
      status: 0,
      ignoreRange: true,
    });
    expect(get({ range, 'if-range': lastModified })).toEqual({ status: 0, ignoreRange: false });
    expect(get({ range })).toEqual({ status: 0, ignoreRange: false });
  });
});
