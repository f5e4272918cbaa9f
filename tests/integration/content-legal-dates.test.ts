/**
 * A legal document's lastUpdated is kept honest by git (issue 52): a change to its text after
 * lastUpdated fails naming the day to set (an uncommitted edit is today's), a change committed
 * today with lastUpdated today passes, and both languages carry the same date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLegalDates } from '@/lib/content/git-dates';
import { datedRepo } from '../support/dated-git';

const repo = datedRepo('cs-legal-dates-', ['content/legal', 'content/ar/legal']);
const rel = (locale: 'en' | 'ar') => `content/${locale === 'en' ? '' : 'ar/'}legal/privacy.mdx`;
const write = (locale: 'en' | 'ar', lastUpdated: string, body: string) =>
  fs.writeFileSync(
    path.join(repo.root, rel(locale)),
    `---\ntitle: Privacy\ndescription: How we handle data.\nlastUpdated: ${lastUpdated}\n---\n\n${body}\n`,
  );
const commit = (date: string) => repo.commit(`${date}T10:00:00Z`);
const pair = (en: string, ar = en) => [
  [
    { file: rel('en'), absolute: path.join(repo.root, rel('en')), lastUpdated: en },
    { file: rel('ar'), absolute: path.join(repo.root, rel('ar')), lastUpdated: ar },
  ],
];
const today = new Date('2026-11-29T09:00:00Z');

beforeEach(() => {
  repo.open();
  write('en', '2026-11-20', 'We keep nothing.');
  write('ar', '2026-11-20', 'لا نحتفظ بشيء.');
  commit('2026-11-20');
});
afterEach(repo.close);

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
    const raw = fs.readFileSync(path.join(repo.root, rel('en')), 'utf8');
    fs.writeFileSync(
      path.join(repo.root, rel('en')),
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
