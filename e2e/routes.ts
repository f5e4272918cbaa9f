import fs from 'node:fs';
import path from 'node:path';

/** The slugs of every guide in content/guides: each has its own page. */
export const GUIDE_SLUGS = fs
  .readdirSync(path.join(__dirname, '..', 'content', 'guides'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''))
  .sort();

/** Every public route built so far, with its page title (before the brand suffix). */
export const ROUTES: { path: string; title: string | RegExp }[] = [
  { path: '/', title: /.+/ },
  { path: '/about', title: /About/ },
  { path: '/contact', title: /Contact/ },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/cookie-policy', title: 'Cookie Policy' },
  { path: '/methodology', title: 'How We Work' },
  { path: '/plans', title: /.+/ },
  { path: '/guides', title: /.+/ },
  ...GUIDE_SLUGS.map((slug) => ({ path: `/guides/${slug}`, title: /.+/ })),
];
