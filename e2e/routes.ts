import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { cataloguePlanPath, guidePath, pageRoutes } from '../lib/navigation/routes';
import { localePath } from '../lib/i18n/paths';
import type { Locale } from '../lib/i18n/format';

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

/** The newsletter issues translated into Arabic (content/ar/newsletter/): only those have an Arabic page. */
export const ARABIC_NEWSLETTER_ISSUES = NEWSLETTER_ISSUES.filter((name) =>
  fs.existsSync(path.join(__dirname, '..', 'content', 'ar', 'newsletter', `${name}.mdx`)),
);

/** A route in one language: its URL path (`/ar/plans`), its language and its path without one (`/plans`). */
export type Route = { path: string; locale: Locale; logical: string };

const inLocale = (locale: Locale, logical: string): Route => ({
  path: localePath(logical, locale),
  locale,
  logical,
});

/** Every public route in English: the site's route table (lib/navigation/routes.ts), every guide, catalogue plan and newsletter issue. */
export const ROUTES: Route[] = [
  ...pageRoutes.map((r) => inLocale('en', r.path)),
  ...GUIDE_SLUGS.map((slug) => inLocale('en', guidePath(slug))),
  ...CATALOGUE_SLUGS.map((slug) => inLocale('en', cataloguePlanPath(slug))),
  ...NEWSLETTER_ISSUES.map((name) => inLocale('en', `/newsletter/${name}`)),
];

/** The same routes in Arabic, under /ar (newsletter issues once translated). */
export const AR_ROUTES: Route[] = [
  ...pageRoutes.map((r) => inLocale('ar', r.path)),
  ...GUIDE_SLUGS.map((slug) => inLocale('ar', guidePath(slug))),
  ...CATALOGUE_SLUGS.map((slug) => inLocale('ar', cataloguePlanPath(slug))),
  ...ARABIC_NEWSLETTER_ISSUES.map((name) => inLocale('ar', `/newsletter/${name}`)),
];

/** Every public route in both languages. */
export const ALL_ROUTES: Route[] = [...ROUTES, ...AR_ROUTES];

/** The shared interface copy of a language (content/pages/ui.mdx or content/ar/pages/ui.mdx), as on disk. */
export function uiCopy(locale: Locale) {
  const file = path.join(
    __dirname,
    '..',
    'content',
    ...(locale === 'en' ? [] : [locale]),
    'pages',
    'ui.mdx',
  );
  return matter(fs.readFileSync(file, 'utf8')).data.blocks as {
    site: { titleSuffix: string };
    notFound: { title: string; text: string };
    layout: { homeLink: { label: string }; languageSwitch: string };
    cookieConsent: { regionLabel: string };
  };
}
