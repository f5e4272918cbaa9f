import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { previewNotice } from '@/lib/server/run-env.mjs';

/** A preview build says so when its server starts, and a production start refuses it (issue 52). */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-preview-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const record = (PREVIEW?: boolean) => {
  const file = path.join(tmp, `build-env-${String(PREVIEW)}.json`);
  fs.writeFileSync(file, JSON.stringify({ SITE_URL: 'https://example.org', PREVIEW }));
  return file;
};

describe('previewNotice', () => {
  it('is silent for a production build (and a record from before PREVIEW existed)', () => {
    expect(previewNotice({ file: record(false), source: { PREVIEW: '1' } })).toBeNull();
    expect(previewNotice({ file: record(undefined), source: {} })).toBeNull();
    expect(previewNotice({ file: path.join(tmp, 'none.json'), source: {} })).toBeNull();
  });

  it('says a preview build is one in the start-up log', () => {
    expect(previewNotice({ file: record(true), source: { PREVIEW: '1' } })).toMatch(
      /^PREVIEW build: drafts .* noindex .* robots\.txt disallows all/,
    );
  });

  it('refuses to start a preview build where PREVIEW=1 is not set (a production unit)', () => {
    expect(() => previewNotice({ file: record(true), source: {} })).toThrow(
      /This is a preview build .* Start it with PREVIEW=1/,
    );
  });
});
