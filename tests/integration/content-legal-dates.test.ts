/**
 * A legal document's lastUpdated is kept honest by git (issue 52): a change to its text after
 * lastUpdated fails naming the day to set (an uncommitted edit is today's), a change committed
 * today with lastUpdated today passes, and both languages carry the same date.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLegalDates } from '@/lib/content/git-dates';

let repo: string;
const git = (args: string[], date: string) => {
  const who = { NAME: 'Test', EMAIL: 'test@example.com' };
  const r = spawnSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
      GIT_AUTHOR_NAME: who.NAME,
      GIT_AUTHOR_EMAIL: who.EMAIL,
      GIT_COMMITTER_NAME: who.NAME,
      GIT_COMMITTER_EMAIL: who.EMAIL,
    },
  });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
};
const rel = (locale: 'en' | 'ar') => `content/${locale === 'en' ? '' : 'ar/'}legal/privacy.mdx`;
const write = (locale: 'en' | 'ar', lastUpdated: string, body: string) =>
  fs.writeFileSync(
    path.join(repo, rel(locale)),
    `---\ntitle: Privacy\ndescription: How we handle data.\nlastUpdated: ${lastUpdated}\n---\n\n${body}\n`,
  );
const commit = (date: string) => {
  git(['add', '-A'], `${date}T10:00:00Z`);
  git(['commit', '-q', '-m', 'edit'], `${date}T10:00:00Z`);
};
const pair = (en: string, ar = en) => [
  [
    { file: rel('en'), absolute: path.join(repo, rel('en')), lastUpdated: en },
    { file: rel('ar'), absolute: path.join(repo, rel('ar')), lastUpdated: ar },
  ],
];
const today = new Date('2026-11-29T09:00:00Z');

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-legal-dates-'));
  for (const dir of ['content/legal', 'content/ar/legal'])
    fs.mkdirSync(path.join(repo, dir), { recursive: true });
  git(['init', '-q', '-b', 'main'], '2026-01-01T00:00:00Z');
  write('en', '2026-11-20', 'We keep nothing.');
  write('ar', '2026-11-20', 'لا نحتفظ بشيء.');
  commit('2026-11-20');
});
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

describe("a legal document's lastUpdated against its history", () => {
  it('passes when the text last changed on lastUpdated', () => {
    expect(checkLegalDates(pair('2026-11-20'), today).problems).toEqual([]);
  });

  it('fails a text changed after lastUpdated, naming the day to set', () => {
    write('en', '2026-11-20', 'We keep your address for 30 days.');
    commit('2026-11-26');
    expect(checkLegalDates(pair('2026-11-20'), today).problems).toEqual([
      {
        file: rel('en'),
        field: 'lastUpdated',
        message:
          'the text changed on 2026-11-26, after 2026-11-20: set lastUpdated: 2026-11-26 in both languages',
      },
    ]);
  });

  it('passes a change committed today with lastUpdated today in both languages', () => {
    write('en', '2026-11-29', 'We keep your address for 30 days.');
    write('ar', '2026-11-29', 'نحتفظ بعنوانك 30 يوماً.');
    commit('2026-11-29');
    expect(checkLegalDates(pair('2026-11-29'), today).problems).toEqual([]);
  });

  it('counts an uncommitted edit as today: fails with an old date, passes with today', () => {
    write('ar', '2026-11-20', 'لا نحتفظ بأي شيء.');
    expect(checkLegalDates(pair('2026-11-20'), today).problems).toEqual([
      expect.objectContaining({
        file: rel('ar'),
        message: expect.stringContaining('set lastUpdated: 2026-11-29'),
      }),
    ]);
    write('ar', '2026-11-29', 'لا نحتفظ بأي شيء.');
    write('en', '2026-11-29', 'We keep nothing.');
    expect(checkLegalDates(pair('2026-11-29'), today).problems).toEqual([]);
  });

  it('does not count a change to a field a reader does not read (keywords) as a text change', () => {
    const raw = fs.readFileSync(path.join(repo, rel('en')), 'utf8');
    fs.writeFileSync(
      path.join(repo, rel('en')),
      raw.replace('title: Privacy', 'title: Privacy\nkeywords: [data]'),
    );
    commit('2026-11-27');
    expect(checkLegalDates(pair('2026-11-20'), today).problems).toEqual([]);
  });
});

describe('both languages carry the same date', () => {
  it('names the language that is behind, with or without history', () => {
    for (const history of [true, false]) {
      const { problems } = checkLegalDates(pair('2026-11-20', '2026-11-18'), today, { history });
      expect(problems).toContainEqual({
        file: rel('ar'),
        field: 'lastUpdated',
        message: `is 2026-11-18, behind ${rel('en')} (2026-11-20): both languages of a legal document carry the same date`,
      });
    }
    const { problems } = checkLegalDates(pair('2026-11-18', '2026-11-20'), today, {
      history: false,
    });
    expect(problems).toEqual([expect.objectContaining({ file: rel('en'), field: 'lastUpdated' })]);
  });
});
