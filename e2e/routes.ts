import fs from 'node:fs';
import path from 'node:path';
import { cataloguePlanPath, guidePath, pageRoutes } from '../lib/routes';

/** The slugs of every guide in content/guides: each has its own page. */
export const GUIDE_SLUGS = fs
  .readdirSync(path.join(__dirname, '..', 'content', 'guides'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''))
  .sort();

/** The slugs of every catalogue plan (content/plans/catalogue/<operator>/<slug>.mdx). */
export const CATALOGUE_SLUGS = fs
  .readdirSync(path.join(__dirname, '..', 'content', 'plans', 'catalogue'), {
    recursive: true,
    encoding: 'utf8',
  })
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => path.basename(f, '.mdx'))
  .sort();

/** The file names of every newsletter issue (content/newsletter/<date>-<slug>.mdx): each is archived at /newsletter/<name>. */
export const NEWSLETTER_ISSUES = fs
  .readdirSync(path.join(__dirname, '..', 'content', 'newsletter'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''))
  .sort();

/** Every public route: the site's route table (lib/routes.ts), every guide, catalogue plan and newsletter issue. */
export const ROUTES: { path: string }[] = [
  ...pageRoutes.map((r) => ({ path: r.path })),
  ...GUIDE_SLUGS.map((slug) => ({ path: guidePath(slug) })),
  ...CATALOGUE_SLUGS.map((slug) => ({ path: cataloguePlanPath(slug) })),
  ...NEWSLETTER_ISSUES.map((name) => ({ path: `/newsletter/${name}` })),
];
