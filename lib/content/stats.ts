/**
 * Figures the site shows about itself (home stat band, About impact metrics, the About
 * timeline), computed from the content at build time. Nothing here is typed in by hand:
 * a figure that disagrees with the content cannot be shown (tests/unit/content-stats.test.ts).
 */

import { formatDate, formatNumber, type Locale } from '../i18n/format';

/** What the figures are computed from: the frontmatter and bodies of the content files. */
export type StatsInput = {
  guides: readonly {
    slug: string;
    title: string;
    publishedAt: string;
    updatedAt?: string;
    body: string;
    sources?: readonly { url: string }[];
  }[];
  faqs: readonly { slug: string }[];
  planCards: readonly { kind: string; slug: string }[];
  /** Topics of the guides library (guides.mdx deep dives): each names its guides. */
  topics: readonly { title: string; guides: readonly string[] }[];
  /** Plans in the plan catalogue, when one exists. */
  catalogPlans?: number;
};

/** The UAE operators and brands a guide can cover, recognised by name in its text. */
export const OPERATORS = [
  { name: 'e&', pattern: /\be&(?=\W)|\bEtisalat\b/ },
  { name: 'du', pattern: /\bdu\b/ },
  { name: 'Virgin Mobile UAE', pattern: /\bVirgin Mobile\b/ },
] as const;

export const STAT_KEYS = [
  'guides',
  'faqAnswers',
  'planExplainers',
  'topics',
  'operators',
  'sources',
  'latestUpdate',
  'catalogPlans',
] as const;
export type StatKey = (typeof STAT_KEYS)[number];

const day = (d: string) => d.slice(0, 10);
const guideDate = (g: StatsInput['guides'][number]) => day(g.updatedAt ?? g.publishedAt);

/**
 * "November 2026" (or "Nov 2026", short) for a YYYY-MM-DD date: lib/i18n/format.ts's month-year
 * styles, in `locale` (the About timeline and the stat bands).
 */
export function monthYear(date: string, locale: Locale, month: 'long' | 'short' = 'long'): string {
  return formatDate(date, locale, month === 'short' ? 'short-month-year' : 'month-year');
}

export type SiteStats = {
  guides: number;
  faqAnswers: number;
  /** Plan cards that explain something (the section overviews are navigation, not explainers). */
  planExplainers: number;
  topics: number;
  operators: readonly string[];
  /** Distinct source URLs cited by the guides. */
  sources: number;
  /** The newest guide date (updated, else published), YYYY-MM-DD. */
  latestUpdate: string;
  catalogPlans: number | undefined;
};

export function computeStats(input: StatsInput): SiteStats {
  const text = input.guides.map((g) => `${g.title}\n${g.body}`).join('\n');
  const dates = input.guides.map(guideDate).sort();
  return {
    guides: input.guides.length,
    faqAnswers: input.faqs.length,
    planExplainers: input.planCards.filter((c) => c.kind !== 'overview').length,
    topics: input.topics.filter((t) => t.guides.length > 0).length,
    operators: OPERATORS.filter((o) => o.pattern.test(text)).map((o) => o.name),
    sources: new Set(input.guides.flatMap((g) => (g.sources ?? []).map((s) => s.url))).size,
    latestUpdate: dates.at(-1) ?? '',
    catalogPlans: input.catalogPlans,
  };
}

/** A figure as the stat band shows it, in `locale`. */
export function statValue(stats: SiteStats, key: StatKey, locale: Locale): string {
  switch (key) {
    case 'operators':
      return formatNumber(stats.operators.length, locale);
    case 'latestUpdate':
      // Short: the stat band's large figures sit two to a row on a phone.
      return monthYear(stats.latestUpdate, locale, 'short');
    case 'catalogPlans':
      return formatNumber(stats.catalogPlans ?? 0, locale);
    default:
      return formatNumber(stats[key], locale);
  }
}

export type TimelineEntry = {
  date: string;
  /** The first guides, a topic's first guide, or the latest update: about.mdx titles each kind. */
  kind: 'first' | 'topic' | 'latest';
  topic?: string;
  guides: { slug: string; title: string }[];
};

/**
 * The editorial history the content can show: when the first guides were published,
 * when each topic of the library got its first guide, and the latest update.
 */
export function editorialTimeline(input: StatsInput): TimelineEntry[] {
  const bySlug = new Map(input.guides.map((g) => [g.slug, g]));
  const brief = (g: StatsInput['guides'][number]) => ({ slug: g.slug, title: g.title });
  // Guides published the same day are listed by title, whatever order the content arrives in.
  const published = [...input.guides].sort(
    (a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.title.localeCompare(b.title),
  );
  if (!published.length) return [];
  const first = day(published[0].publishedAt);
  const entries: TimelineEntry[] = [
    {
      date: first,
      kind: 'first',
      guides: published.filter((g) => day(g.publishedAt) === first).map(brief),
    },
  ];
  for (const topic of input.topics) {
    const guides = topic.guides.map((s) => bySlug.get(s)).filter((g) => g !== undefined);
    if (!guides.length) continue;
    const start = guides.map((g) => day(g.publishedAt)).sort()[0];
    if (start === first) continue;
    entries.push({
      date: start,
      kind: 'topic',
      topic: topic.title,
      guides: guides.filter((g) => day(g.publishedAt) === start).map(brief),
    });
  }
  const last = input.guides.map(guideDate).sort().at(-1)!;
  const updated = published.filter((g) => g.updatedAt && guideDate(g) === last);
  if (updated.length) entries.push({ date: last, kind: 'latest', guides: updated.map(brief) });
  return entries.sort((a, b) => a.date.localeCompare(b.date));
}
