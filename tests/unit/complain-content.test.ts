/**
 * A problem of "Write my complaint" is content checked like the guides (issue 31): a problem
 * without a dated source, or without its translation, fails the content check, naming file and
 * field.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempContentSite } from '../support/content-dir';

const REAL = path.join(__dirname, '../../content/complaints/data-beyond-bundle.mdx');

describe('the content check of complaint problems', () => {
  const site = tempContentSite('cs-complaints-');
  const put = site.put;
  const run = (translations = false) => site.check({ translations });
  const problemsOf = (file: string, translations = false) =>
    run(translations)
      .problems.filter((p) => p.file === file)
      .map((p) => `${p.field}: ${p.message}`);
  const real = fs.readFileSync(REAL, 'utf8');

  it('accepts the real entry (its guide aside, absent here)', () => {
    put('complaints/x.mdx', real);
    expect(problemsOf('content/complaints/x.mdx').filter((p) => !p.startsWith('guide'))).toEqual(
      [],
    );
  });

  it('fails a problem without a source', () => {
    put('complaints/x.mdx', real.replace(/sources:[\s\S]*?reviewedAt/, 'sources: []\nreviewedAt'));
    expect(problemsOf('content/complaints/x.mdx')).toContainEqual(
      expect.stringMatching(/^sources: needs at least one dated source/),
    );
  });

  it('fails a source without its date, or dated in the future', () => {
    put('complaints/x.mdx', real.replace(/\n    accessed: 2026-11-23/, ''));
    expect(problemsOf('content/complaints/x.mdx')).toContainEqual(
      expect.stringMatching(/^sources\[0\]\.accessed: /),
    );
    put('complaints/x.mdx', real.replace(/accessed: 2026-11-23/, 'accessed: 2999-01-01'));
    expect(problemsOf('content/complaints/x.mdx')).toContainEqual(
      'sources[0].accessed: must not be in the future',
    );
  });

  it('fails a remedy slot its facts do not fill', () => {
    put('complaints/x.mdx', real.replace('{amount}', '{fee}'));
    expect(problemsOf('content/complaints/x.mdx')).toContainEqual(
      expect.stringMatching(/^remedy: uses \{fee\}/),
    );
  });

  it('fails a problem without its translation', () => {
    put('complaints/x.mdx', real);
    expect(problemsOf('content/ar/complaints/x.mdx', true)).toContainEqual(
      expect.stringMatching(/^\(file\): missing: the ar translation/),
    );
  });
});
