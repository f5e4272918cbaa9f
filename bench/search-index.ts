/**
 * Search-index bench: how big is the Knowledge Library's full-text index, and how long does one
 * query take, for the 10 real guides and for 1,000 generated ones?
 *
 *   npm run bench:search            (= tsx bench/search-index.ts)
 *
 * Both languages: the English index (content/guides) and the Arabic one (content/ar/guides), each
 * built with its own folding (Arabic: alef forms, ة, ى, diacritics, tatweel, Arabic-Indic digits).
 *
 * The 1,000 guides are written as MDX files to a temporary folder (removed afterwards, never
 * committed). Each is made from the real guides' paragraphs with about a third of the words
 * swapped for other words of the same vocabulary, so no two are alike (gzip cannot just fold
 * repeats) while the text keeps the shape of a real guide. The index is built exactly as the
 * site builds it: the same frontmatter + body, through `buildSearchIndex`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import matter from 'gray-matter';
import { EMPTY_QUERY, filterGuides, type GuideFacets, type GuideQuery } from '../lib/search/query';
import { buildSearchIndex } from '../lib/search/build-index';
import { GUIDE_CATEGORIES, GUIDE_LEVELS } from '../lib/content/constants';
import { readingMinutes } from '../lib/mdx/headings';
import type { Locale } from '../lib/i18n/format';

const root = path.resolve(__dirname, '..');
const GENERATED = Number(process.env.BENCH_GUIDES ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

type Loaded = { facets: GuideFacets; raw: string };

function load(dir: string, locale: Locale): Loaded[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .map((f) => {
      const { data, content } = matter(fs.readFileSync(path.join(dir, f), 'utf8'));
      return {
        raw: content,
        facets: {
          slug: f.replace(/\.mdx$/, ''),
          title: String(data.title),
          brief: String(data.brief),
          category: String(data.category),
          level: data.level,
          readingMinutes: readingMinutes(content, locale),
        },
      };
    });
}

function sizes(guides: Loaded[], locale: Locale) {
  const index = buildSearchIndex(
    guides.map((g) => ({
      slug: g.facets.slug,
      title: g.facets.title,
      brief: g.facets.brief,
      raw: g.raw,
    })),
    locale,
  );
  const json = JSON.stringify(index);
  return {
    index,
    raw: Buffer.byteLength(json),
    gzip: zlib.gzipSync(json, { level: 6 }).length,
    brotli: zlib.brotliCompressSync(json).length,
  };
}

/** Deterministic pseudo-random numbers (mulberry32), so every run generates the same library. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A word of the language, for the generator's swaps: Latin letters, or Arabic ones. */
const WORD: Record<Locale, RegExp> = { en: /[A-Za-z][a-z]{3,}/g, ar: /[\u0621-\u064a]{4,}/g };

function generate(real: Loaded[], dir: string, count: number, locale: Locale) {
  const word = WORD[locale];
  const random = rng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const paragraphs = real.flatMap((g) => g.raw.split(/\n{2,}/).filter((p) => p.trim()));
  const vocabulary = Array.from(new Set(real.flatMap((g) => g.raw.match(word) ?? [])));
  for (let i = 0; i < count; i++) {
    const body: string[] = [];
    let words = 0;
    // 7 to 12 minutes at the language's reading speed (200 words a minute, Arabic 121)
    const target =
      locale === 'ar' ? 850 + Math.floor(random() * 600) : 1400 + Math.floor(random() * 1000);
    while (words < target) {
      const p = pick(paragraphs).replace(word, (w) => (random() < 0.33 ? pick(vocabulary) : w));
      body.push(p);
      words += p.split(/\s+/).length;
    }
    const front = [
      '---',
      `title: "Generated guide ${i + 1}: ${pick(vocabulary)} and ${pick(vocabulary)}"`,
      `category: ${pick(GUIDE_CATEGORIES)}`,
      `level: ${pick(GUIDE_LEVELS)}`,
      `brief: "A generated guide about ${pick(vocabulary)}, ${pick(vocabulary)} and ${pick(vocabulary)} for the search bench."`,
      '---',
    ].join('\n');
    fs.writeFileSync(
      path.join(dir, `generated-${i + 1}.mdx`),
      `${front}\n\n${body.join('\n\n')}\n`,
    );
  }
}

function median(values: number[]) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function timeQuery(
  guides: GuideFacets[],
  index: ReturnType<typeof buildSearchIndex>,
  query: GuideQuery,
) {
  let matches = 0;
  for (let i = 0; i < 20; i++) matches = filterGuides(guides, query, index).length; // warm up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    filterGuides(guides, query, index);
    times.push(performance.now() - t0);
  }
  return { median: median(times), matches };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** Queries per language: a common word, a word in no guide, a phrase with filters. */
const QUERIES: Record<Locale, [string, GuideQuery][]> = {
  en: [
    ['"roaming" (common word)', { ...EMPTY_QUERY, q: 'roaming' }],
    ['"zzqx" (no match: scans every text to the end)', { ...EMPTY_QUERY, q: 'zzqx' }],
    [
      '"number portability" + money + medium + Beginner',
      { q: 'number portability', category: 'money', lengths: ['medium'], levels: ['Beginner'] },
    ],
  ],
  ar: [
    ['"الباقات" (common word)', { ...EMPTY_QUERY, q: 'الباقات' }],
    ['"ظظقق" (no match: scans every text to the end)', { ...EMPTY_QUERY, q: 'ظظقق' }],
    [
      '"نقل الرقم" + money + medium + Beginner',
      { q: 'نقل الرقم', category: 'money', lengths: ['medium'], levels: ['Beginner'] },
    ],
  ],
};

function bench(locale: Locale) {
  const dir =
    locale === 'en'
      ? path.join(root, 'content', 'guides')
      : path.join(root, 'content', locale, 'guides');
  const real = load(dir, locale);
  const realSizes = sizes(real, locale);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'clearsignal-bench-'));
  try {
    generate(real, tmp, GENERATED, locale);
    const many = load(tmp, locale);
    const manySizes = sizes(many, locale);
    const url =
      locale === 'en' ? '/guides/search-index.json' : `/${locale}/guides/search-index.json`;
    console.log(`[${locale}] Search index (public ${url}), built by buildSearchIndex:`);
    console.log(
      `  ${String(real.length).padStart(5)} real guides:      raw ${realSizes.raw} B (${kb(realSizes.raw)}), gzip ${realSizes.gzip} B (${kb(realSizes.gzip)}), brotli ${realSizes.brotli} B`,
    );
    console.log(
      `  ${String(many.length).padStart(5)} generated guides: raw ${manySizes.raw} B (${kb(manySizes.raw)}), gzip ${manySizes.gzip} B (${kb(manySizes.gzip)}), brotli ${manySizes.brotli} B`,
    );
    console.log(`  (generated in ${tmp}, removed after the run)`);
    const facets = many.map((g) => g.facets);
    console.log(
      `  One query over ${many.length} guides (median of ${RUNS} runs, Node ${process.version}):`,
    );
    for (const [label, query] of QUERIES[locale]) {
      const { median: ms, matches } = timeQuery(facets, manySizes.index, query);
      console.log(`    ${label.padEnd(52)} ${ms.toFixed(3)} ms  (${matches} matches)`);
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

bench('en');
bench('ar');
