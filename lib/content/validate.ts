import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { readingMinutes } from '../headings';
import {
  faqSchema,
  guideSchema,
  legalSchema,
  pageBlocksSchemas,
  pageSchema,
  planCardSchema,
} from './schemas';
import { catalogueCheck, catalogueSchema } from './schemas/catalogue';

export type Problem = { file: string; field: string; message: string };

type Collection = { dir: string; schema: z.ZodType; recursive: boolean; exclude?: string };

const collections: Record<string, Collection> = {
  guides: { dir: 'guides', schema: guideSchema, recursive: true },
  legal: { dir: 'legal', schema: legalSchema, recursive: false },
  faq: { dir: 'faq', schema: faqSchema, recursive: false },
  plans: { dir: 'plans', schema: planCardSchema, recursive: true, exclude: 'catalogue' },
  catalogue: { dir: 'plans/catalogue', schema: catalogueSchema(), recursive: true },
  pages: { dir: 'pages', schema: pageSchema, recursive: false },
};

export const GUIDE_MINUTES = { min: 7, max: 12 };

function mdxFiles(dir: string, recursive: boolean, exclude?: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name === exclude) continue;
    if (entry.isDirectory() && recursive) out.push(...mdxFiles(full, true));
    else if (entry.isFile() && entry.name.endsWith('.mdx')) out.push(full);
  }
  return out.sort();
}

function issuePath(p: PropertyKey[]): string {
  return p.length ? p.map((s) => (typeof s === 'number' ? `[${s}]` : String(s))).join('.').replace(/\.\[/g, '[') : '(frontmatter)';
}

/** Validates a content folder; `publicDir` is where `/images/...` paths must exist. */
export function validateContent(contentDir: string, publicDir: string) {
  const problems: Problem[] = [];
  const counts: Record<string, number> = {};
  const guides = new Map<string, { file: string; related: string[] }>();
  const catalogueSlugs = new Map<string, string>();

  for (const [name, col] of Object.entries(collections)) {
    const files = mdxFiles(path.join(contentDir, col.dir), col.recursive, col.exclude);
    counts[name] = files.length;
    for (const file of files) {
      const rel = path.relative(path.dirname(contentDir), file);
      const add = (field: string, message: string) => problems.push({ file: rel, field, message });
      let parsed: matter.GrayMatterFile<string>;
      try {
        parsed = matter(fs.readFileSync(file, 'utf8'));
      } catch (err) {
        add('(frontmatter)', `cannot be read as YAML: ${(err as Error).message.split('\n')[0]}`);
        continue;
      }
      const result = col.schema.safeParse(parsed.data);
      if (!result.success) {
        for (const issue of result.error.issues) add(issuePath(issue.path), issue.message);
        continue;
      }
      const data = result.data as Record<string, unknown>;
      const slug = path.basename(file, '.mdx');

      // Every local image must exist.
      const images = JSON.stringify(data).match(/"\/images\/[^"]+"/g) ?? [];
      for (const raw of images) {
        const src = raw.slice(1, -1);
        if (!fs.existsSync(path.join(publicDir, src))) add('image', `${src} does not exist under public/`);
      }

      if (name === 'guides') {
        guides.set(slug, { file: rel, related: (data.related as string[] | undefined) ?? [] });
        const minutes = readingMinutes(parsed.content);
        if (minutes < GUIDE_MINUTES.min || minutes > GUIDE_MINUTES.max)
          add('body', `reads in ${minutes} min; a guide must read in ${GUIDE_MINUTES.min} to ${GUIDE_MINUTES.max} min`);
      }
      if (name === 'catalogue') catalogueCheck({ file: rel, slug, data }, add, catalogueSlugs);
      if (name === 'pages') {
        const blocksSchema = pageBlocksSchemas[slug];
        if (!blocksSchema) add('(file)', `no blocks schema for page "${slug}" in lib/content/schemas.ts`);
        else {
          const blocks = blocksSchema.safeParse(data.blocks);
          if (!blocks.success)
            for (const issue of blocks.error.issues) add(`blocks.${issuePath(issue.path)}`, issue.message);
          else if (slug === 'guides') {
            // Topic deep dives name guides by slug: each must exist (guides are checked first).
            const dives = (blocks.data as { deepDives: { items: { guides: string[] }[] } }).deepDives;
            dives.items.forEach((item, i) =>
              item.guides.forEach((g, j) => {
                if (!guides.has(g))
                  add(`blocks.deepDives.items[${i}].guides[${j}]`, `no guide with slug "${g}" in content/guides`);
              }),
            );
          }
        }
      }
    }
  }

  for (const [slug, g] of guides) {
    g.related.forEach((r, i) => {
      if (r === slug) problems.push({ file: g.file, field: `related[${i}]`, message: 'a guide cannot be related to itself' });
      else if (!guides.has(r))
        problems.push({ file: g.file, field: `related[${i}]`, message: `no guide with slug "${r}" in content/guides` });
    });
  }
  return { problems, counts };
}

const generatedTypes: Record<string, string> = {
  guides: 'Guide',
  legal: 'Legal',
  faq: 'Faq',
  plans: 'PlanCard',
  catalogue: 'CataloguePlan',
  pages: 'Page',
};

/**
 * contentlayer2 skips a document whose computed field throws, with only a warning.
 * After its build, every file must have become a generated document.
 */
export function checkGenerated(contentDir: string, generatedDir: string): Problem[] {
  const problems: Problem[] = [];
  for (const [name, col] of Object.entries(collections)) {
    const files = mdxFiles(path.join(contentDir, col.dir), col.recursive, col.exclude).map((f) =>
      path.relative(contentDir, f),
    );
    const index = path.join(generatedDir, generatedTypes[name], '_index.json');
    const docs: { _raw: { sourceFilePath: string } }[] = fs.existsSync(index)
      ? JSON.parse(fs.readFileSync(index, 'utf8'))
      : [];
    const generated = new Set(docs.map((d) => d._raw.sourceFilePath));
    for (const f of files)
      if (!generated.has(f))
        problems.push({ file: `content/${f}`, field: '(document)', message: 'contentlayer2 skipped it: see its warning above' });
  }
  return problems;
}
