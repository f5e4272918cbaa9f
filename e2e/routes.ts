import fs from 'node:fs';
import path from 'node:path';
import { guidePath, pageRoutes } from '../lib/routes';

/** The slugs of every guide in content/guides: each has its own page. */
export const GUIDE_SLUGS = fs
  .readdirSync(path.join(__dirname, '..', 'content', 'guides'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''))
  .sort();

/** Every public route: the site's route table (lib/routes.ts) and every guide. */
export const ROUTES: { path: string }[] = [
  ...pageRoutes.map((r) => ({ path: r.path })),
  ...GUIDE_SLUGS.map((slug) => ({ path: guidePath(slug) })),
];
