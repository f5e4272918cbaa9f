import { describe, expect, it } from 'vitest';
import {
  computeStats,
  editorialTimeline,
  monthYear,
  statValue,
  type StatsInput,
} from '@/lib/content/stats';
import { reviewCutoff, staleContent } from '@/lib/content/review';
import { mdxFiles, readMdx, statsInputOnDisk } from '../content-on-disk';

const fromDisk = statsInputOnDisk;
const mdx = mdxFiles;
const read = readMdx;

describe('figures computed from the content', () => {
  const disk = fromDisk();
  const stats = computeStats(disk);

  it('counts every guide, FAQ answer and plan explainer file', () => {
    expect(stats.guides).toBe(mdx('content/guides').length);
    expect(stats.faqAnswers).toBe(mdx('content/faq').length);
    expect(stats.planExplainers).toBe(
      mdx('content/plans').filter(
        (f) => !f.includes('/catalogue/') && read(f).data.kind !== 'overview',
      ).length,
    );
    expect(stats.catalogPlans).toBe(mdx('content/plans/catalogue').length);
  });

  it('takes the latest guide date from the newest updatedAt or publishedAt', () => {
    const newest = disk.guides
      .map((g) => g.updatedAt ?? g.publishedAt)
      .sort()
      .at(-1)!;
    expect(stats.latestUpdate).toBe(newest);
    expect(statValue(stats, 'latestUpdate', 'en')).toBe(monthYear(newest, 'en', 'short'));
  });

  it('counts operators named in the guides and distinct sources cited', () => {
    expect(stats.operators).toEqual(['e&', 'du', 'Virgin Mobile UAE']);
    const urls = new Set(
      disk.guides.flatMap((g) => (g.sources ?? []).map((s: { url: string }) => s.url)),
    );
    expect(stats.sources).toBe(urls.size);
  });

  it('the home and About figures are stat keys, never typed-in values', () => {
    const home = read('content/pages/home.mdx').data.blocks.stats.items;
    const about = read('content/pages/about.mdx').data.blocks.impact.items;
    for (const item of [...home, ...about]) {
      expect(Object.keys(item).sort()).toEqual(['label', 'stat']);
      expect(statValue(stats, item.stat, 'en')).not.toBe('');
    }
  });

  it('changes when the content changes (a figure cannot drift from it)', () => {
    const more = computeStats({ ...disk, faqs: [...disk.faqs, { slug: 'extra' }] });
    expect(more.faqAnswers).toBe(stats.faqAnswers + 1);
    const noVirgin = computeStats({
      ...disk,
      guides: disk.guides.map((g) => ({
        ...g,
        body: g.body.replaceAll('Virgin Mobile', 'a brand'),
      })),
    });
    expect(noVirgin.operators).not.toContain('Virgin Mobile UAE');
  });
});

describe('editorial timeline', () => {
  const input: StatsInput = {
    guides: [
      { slug: 'a', title: 'A', publishedAt: '2025-09-08', body: '' },
      { slug: 'b', title: 'B', publishedAt: '2025-09-15', updatedAt: '2025-11-05', body: '' },
      { slug: 'c', title: 'C', publishedAt: '2025-10-01', updatedAt: '2026-01-10', body: '' },
    ],
    faqs: [],
    planCards: [],
    topics: [
      { title: 'Mobile', guides: ['a', 'c'] },
      { title: 'Home', guides: ['b'] },
    ],
  };
  it('runs from the first guides, through each topic added, to the latest update', () => {
    expect(
      editorialTimeline(input).map((e) => [
        e.date,
        e.kind,
        e.topic,
        e.guides.map((g) => g.title).join(),
      ]),
    ).toEqual([
      ['2025-09-08', 'first', undefined, 'A'],
      ['2025-09-15', 'topic', 'Home', 'B'],
      ['2026-01-10', 'latest', undefined, 'C'],
    ]);
  });
  it('lists guides published or updated the same day by title, whatever order they arrive in', () => {
    const sameDay: StatsInput = {
      ...input,
      guides: [
        { slug: 'z', title: 'Zeta', publishedAt: '2026-11-22', updatedAt: '2026-11-24', body: '' },
        { slug: 'a', title: 'Alpha', publishedAt: '2026-11-22', updatedAt: '2026-11-24', body: '' },
        { slug: 'm', title: 'Mu', publishedAt: '2026-11-22', body: '' },
      ],
      topics: [],
    };
    const titles = (i: StatsInput) =>
      editorialTimeline(i).map((e) => e.guides.map((g) => g.title).join());
    expect(titles(sameDay)).toEqual(['Alpha,Mu,Zeta', 'Alpha,Zeta']);
    expect(titles({ ...sameDay, guides: [...sameDay.guides].reverse() })).toEqual(titles(sameDay));
  });
  it('states no year the content does not show', () => {
    const years = new Set(editorialTimeline(fromDisk()).map((e) => e.date.slice(0, 4)));
    const contentYears = new Set(
      fromDisk().guides.flatMap((g) =>
        [g.publishedAt, g.updatedAt ?? g.publishedAt].map((d) => d.slice(0, 4)),
      ),
    );
    for (const y of years) expect(contentYears.has(y)).toBe(true);
  });
});

describe('stale content (not reviewed for 12 months)', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('cuts off 12 months back', () => {
    expect(reviewCutoff(now)).toBe('2025-11-23');
  });
  it('lists only what was reviewed before the cutoff, oldest first', () => {
    const items = [
      { file: 'content/faq/a.mdx', kind: 'faq' as const, reviewedAt: '2025-11-22' },
      { file: 'content/faq/b.mdx', kind: 'faq' as const, reviewedAt: '2025-11-23' },
      { file: 'content/guides/c.mdx', kind: 'guide' as const, reviewedAt: '2024-01-01' },
    ];
    expect(staleContent(items, now).map((i) => [i.file, i.ageDays])).toEqual([
      ['content/guides/c.mdx', 1057],
      ['content/faq/a.mdx', 366],
    ]);
  });
});
