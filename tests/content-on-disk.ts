/**
 * The content as the files on disk state it, read with gray-matter and none of the site's
 * own loaders: unit and e2e tests compare what the site shows against this.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { StatsInput } from '../lib/content/stats';

export const ROOT = path.resolve(__dirname, '..');

export function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? mdxFiles(path.join(dir, e.name))
        : e.name.endsWith('.mdx')
          ? [path.join(dir, e.name)]
          : [],
    )
    .sort();
}

export const readMdx = (file: string) => matter(fs.readFileSync(path.join(ROOT, file), 'utf8'));
export const isoDate = (v: unknown) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v);

export type Source = { title: string; url: string; publisher: string; accessed: unknown };

export function guidesOnDisk() {
  return mdxFiles('content/guides').map((f) => {
    const { data, content } = readMdx(f);
    return {
      slug: path.basename(f, '.mdx'),
      title: String(data.title),
      category: String(data.category),
      topic: String(data.topic),
      brief: String(data.brief),
      publishedAt: isoDate(data.publishedAt),
      updatedAt: data.updatedAt ? isoDate(data.updatedAt) : undefined,
      featured: data.featured === true,
      featuredOrder: typeof data.featuredOrder === 'number' ? data.featuredOrder : undefined,
      body: content,
      sources: (data.sources ?? []) as Source[],
    };
  });
}

/** The inputs of lib/content/stats.ts, read from disk. */
export function statsInputOnDisk(): StatsInput {
  return {
    guides: guidesOnDisk(),
    faqs: mdxFiles('content/faq').map((f) => ({ slug: path.basename(f, '.mdx') })),
    // content/plans/catalogue/ holds the plan catalogue, not the Plans page's explainer cards.
    planCards: mdxFiles('content/plans')
      .filter((f) => !f.startsWith(path.join('content', 'plans', 'catalogue')))
      .map((f) => ({
        kind: String(readMdx(f).data.kind),
        slug: path.basename(f, '.mdx'),
      })),
    topics: readMdx('content/pages/guides.mdx').data.blocks.deepDives.items,
    catalogPlans: mdxFiles('content/plans/catalogue').length,
  };
}

/** Page copy blocks of content/pages/<slug>.mdx. */
export const pageBlocks = (slug: string) => readMdx(`content/pages/${slug}.mdx`).data.blocks;
