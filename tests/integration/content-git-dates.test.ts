import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkGuideDates, fileHistory, historyUnavailable } from '@/lib/content/git-dates';
import { datedRepo } from '../support/dated-git';

const repo = datedRepo('cs-git-dates-', ['content/guides']);
const { git, commit } = repo;

const guidePath = (slug = 'g') => path.join(repo.root, 'content/guides', `${slug}.mdx`);
function writeGuide(
  front: { publishedAt: string; updatedAt?: string; extra?: string },
  body: string,
  slug = 'g',
) {
  const lines = [
    '---',
    'title: A guide',
    'brief: Short brief.',
    `publishedAt: ${front.publishedAt}`,
    ...(front.updatedAt ? [`updatedAt: ${front.updatedAt}`] : []),
    ...(front.extra ? [front.extra] : []),
    '---',
    '',
    body,
    '',
  ];
  fs.writeFileSync(guidePath(slug), lines.join('\n'));
}
const dated = (publishedAt: string, updatedAt?: string, slug = 'g') => ({
  file: `content/guides/${slug}.mdx`,
  absolute: guidePath(slug),
  publishedAt,
  updatedAt,
});
const now = new Date('2026-11-24T09:00:00Z');

beforeEach(repo.open);
afterEach(repo.close);

describe('publishedAt is the day of the first commit of the guide file', () => {
  it('passes when publishedAt is that day, and fails naming the day otherwise', () => {
    writeGuide({ publishedAt: '2026-03-05' }, 'Body.');
    commit('2026-03-05T08:00:00Z');
    expect(checkGuideDates([dated('2026-03-05')], now).problems).toEqual([]);

    const { problems } = checkGuideDates([dated('2025-09-01', '2026-03-05')], now);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'content/guides/g.mdx', field: 'publishedAt' });
    expect(problems[0].message).toContain('first committed on 2026-03-05');
  });

  it('follows a rename back to the first commit', () => {
    writeGuide({ publishedAt: '2026-03-05' }, 'Body.', 'old-name');
    commit('2026-03-05T08:00:00Z');
    git(['mv', 'content/guides/old-name.mdx', 'content/guides/g.mdx'], '2026-04-01T08:00:00Z');
    commit('2026-04-01T08:00:00Z', 'rename');
    expect(fileHistory(guidePath(), now).firstCommit).toBe('2026-03-05');
  });

  it('counts the day in UTC', () => {
    writeGuide({ publishedAt: '2026-03-05' }, 'Body.');
    // 23:30 on 5 March in UTC is already 6 March in Dubai.
    commit('2026-03-06T03:30:00+04:00');
    expect(fileHistory(guidePath(), now).firstCommit).toBe('2026-03-05');
  });

  it('a guide committed as a draft is published the day its draft mark was removed', () => {
    writeGuide({ publishedAt: '2026-03-01', extra: 'draft: true' }, 'Half written.');
    commit('2026-03-01T08:00:00Z');
    git(['mv', 'content/guides/g.mdx', 'content/guides/h.mdx'], '2026-03-05T08:00:00Z');
    commit('2026-03-05T08:00:00Z', 'rename');
    writeGuide({ publishedAt: '2026-03-10' }, 'Half written.', 'h');
    commit('2026-03-10T08:00:00Z', 'publish');
    expect(fileHistory(guidePath('h'), now).firstPublished).toBe('2026-03-10');
    expect(checkGuideDates([dated('2026-03-10', undefined, 'h')], now).problems).toEqual([]);
    const [problem] = checkGuideDates([dated('2026-03-01', undefined, 'h')], now).problems;
    expect(problem.message).toContain('first committed without draft: true on 2026-03-10');
  });

  it('a guide never committed is published today', () => {
    git(['commit', '-q', '--allow-empty', '-m', 'root']);
    writeGuide({ publishedAt: '2026-01-01' }, 'Body.');
    const { problems } = checkGuideDates([dated('2026-01-01')], now);
    expect(problems.map((p) => p.field)).toEqual(['publishedAt']);
    expect(problems[0].message).toContain('never been committed');
    expect(checkGuideDates([dated('2026-11-24')], now).problems).toEqual([]);
  });
});

describe('updatedAt: the check fails when the text changed after it', () => {
  beforeEach(() => {
    writeGuide({ publishedAt: '2026-03-05' }, 'First text.');
    commit('2026-03-05T08:00:00Z');
  });

  it('fails when a later commit changed the body and updatedAt was not moved', () => {
    writeGuide({ publishedAt: '2026-03-05', updatedAt: '2026-03-10' }, 'First text.');
    commit('2026-03-10T08:00:00Z');
    writeGuide({ publishedAt: '2026-03-05', updatedAt: '2026-03-10' }, 'Second text.');
    commit('2026-04-02T08:00:00Z');
    const { problems } = checkGuideDates([dated('2026-03-05', '2026-03-10')], now);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ field: 'updatedAt' });
    expect(problems[0].message).toContain('changed on 2026-04-02');
  });

  it('fails a guide without updatedAt whose text changed after publishedAt', () => {
    writeGuide({ publishedAt: '2026-03-05' }, 'Second text.');
    commit('2026-04-02T08:00:00Z');
    const { problems } = checkGuideDates([dated('2026-03-05')], now);
    expect(problems.map((p) => p.field)).toEqual(['updatedAt (missing)']);
  });

  it('passes when updatedAt is the day of the change', () => {
    writeGuide({ publishedAt: '2026-03-05', updatedAt: '2026-04-02' }, 'Second text.');
    commit('2026-04-02T08:00:00Z');
    expect(checkGuideDates([dated('2026-03-05', '2026-04-02')], now).problems).toEqual([]);
  });

  it('a change to a tag line that is not the text does not count', () => {
    writeGuide({ publishedAt: '2026-03-05', extra: 'topic: mobile' }, 'First text.');
    commit('2026-05-01T08:00:00Z');
    expect(fileHistory(guidePath(), now).lastTextChange).toBe('2026-03-05');
    expect(checkGuideDates([dated('2026-03-05')], now).problems).toEqual([]);
  });

  it('a change to the title, brief or sources counts', () => {
    fs.writeFileSync(
      guidePath(),
      fs.readFileSync(guidePath(), 'utf8').replace('Short brief.', 'A new brief.'),
    );
    commit('2026-05-01T08:00:00Z');
    expect(fileHistory(guidePath(), now).lastTextChange).toBe('2026-05-01');
  });

  it("a change to an image's alt text counts (a screen reader reads it); its size does not", () => {
    const withImage = (alt: string, width: number) =>
      writeGuide(
        {
          publishedAt: '2026-03-05',
          extra: `images:\n  - { src: /images/a.svg, alt: ${alt}, width: ${width}, height: 10 }`,
        },
        'First text.',
      );
    withImage('A chart of prices.', 10);
    commit('2026-04-01T08:00:00Z');
    withImage('A chart of prices.', 20);
    commit('2026-04-15T08:00:00Z');
    expect(fileHistory(guidePath(), now).lastTextChange).toBe('2026-04-01');
    withImage('A chart of prices by month.', 20);
    commit('2026-05-01T08:00:00Z');
    expect(fileHistory(guidePath(), now).lastTextChange).toBe('2026-05-01');
  });

  it('an uncommitted edit is a change made today', () => {
    writeGuide({ publishedAt: '2026-03-05' }, 'Edited, not committed.');
    expect(fileHistory(guidePath(), now).lastTextChange).toBe('2026-11-24');
    expect(checkGuideDates([dated('2026-03-05')], now).problems.map((p) => p.field)).toEqual([
      'updatedAt (missing)',
    ]);
    writeGuide({ publishedAt: '2026-03-05', updatedAt: '2026-11-24' }, 'Edited, not committed.');
    expect(checkGuideDates([dated('2026-03-05', '2026-11-24')], now).problems).toEqual([]);
  });

  it('a merged branch edit is dated by its own commit, not by the merge', () => {
    git(['checkout', '-q', '-b', 'edit']);
    writeGuide({ publishedAt: '2026-03-05', updatedAt: '2026-04-02' }, 'Branch text.');
    commit('2026-04-02T08:00:00Z');
    git(['checkout', '-q', 'main']);
    fs.writeFileSync(path.join(repo.root, 'other.txt'), 'x');
    commit('2026-04-03T08:00:00Z', 'unrelated');
    git(['merge', '-q', '--no-ff', '-m', 'merge', 'edit'], '2026-04-09T08:00:00Z');
    expect(fileHistory(guidePath(), now).lastTextChange).toBe('2026-04-02');
    expect(checkGuideDates([dated('2026-03-05', '2026-04-02')], now).problems).toEqual([]);
  });
});

describe('without history the check is skipped, and says so', () => {
  it('outside a git checkout', () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-no-git-'));
    try {
      fs.mkdirSync(path.join(plain, 'content/guides'), { recursive: true });
      const file = path.join(plain, 'content/guides/g.mdx');
      fs.writeFileSync(file, '---\ntitle: A\npublishedAt: 2020-01-01\n---\nBody\n');
      const r = checkGuideDates(
        [{ file: 'content/guides/g.mdx', absolute: file, publishedAt: '2020-01-01' }],
        now,
      );
      expect(r.problems).toEqual([]);
      expect(r.skipped).toMatch(/not checked against git: not a git checkout/);
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
    }
  });

  it('in a shallow clone', () => {
    writeGuide({ publishedAt: '2026-03-05' }, 'Text.');
    commit('2026-03-05T08:00:00Z');
    writeGuide({ publishedAt: '2026-03-05', updatedAt: '2026-04-02' }, 'More text.');
    commit('2026-04-02T08:00:00Z');
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-shallow-'));
    try {
      spawnSync('git', ['clone', '-q', '--depth', '1', `file://${repo.root}`, clone]);
      expect(historyUnavailable(clone)).toMatch(/shallow/);
      const file = path.join(clone, 'content/guides/g.mdx');
      const r = checkGuideDates(
        [
          {
            file: 'content/guides/g.mdx',
            absolute: file,
            publishedAt: '2026-03-05',
            updatedAt: '2026-04-02',
          },
        ],
        now,
      );
      expect(r.problems).toEqual([]);
      expect(r.skipped).toMatch(/shallow clone/);

      // Where the history is required (CI), a shallow clone fails the check instead of skipping it.
      const required = checkGuideDates(
        [
          {
            file: 'content/guides/g.mdx',
            absolute: file,
            publishedAt: '2026-03-05',
            updatedAt: '2026-04-02',
          },
        ],
        now,
        { requireHistory: true },
      );
      expect(required.skipped).toBeNull();
      expect(required.problems).toHaveLength(1);
      expect(required.problems[0].message).toMatch(/shallow clone.*git fetch --unshallow/);
    } finally {
      fs.rmSync(clone, { recursive: true, force: true });
    }
  });
});
