/**
 * Reads a newsletter issue from content/newsletter/ for `npm run newsletter` and the benchmark,
 * checked as the content check does (schema and body rules), with its mail renderer; and its
 * Arabic translation, content/ar/newsletter/<same file>.mdx, when there is one, for the
 * subscribers who signed up in Arabic (the others, and everyone when there is none, get English).
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { newsletterIssueSchema } from '../content/schemas/newsletter';
import { newsletterBlocksSchema } from '../content/schemas/pages/newsletter';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../format';
import { localePath } from '../i18n/paths';
import { absoluteUrl, siteConfig } from '../site';
import { issueBodyProblems } from './body';
import { issueMailRenderer, type IssueMail } from './render';

const root = path.resolve(import.meta.dirname, '../..');
const contentDir = process.env.NEWSLETTER_CONTENT_DIR ?? path.join(root, 'content');

export function issueFiles(): string[] {
  const dir = path.join(contentDir, 'newsletter');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.mdx'))
        .map((f) => f.slice(0, -4))
        .sort()
    : [];
}

/** Where a language's documents live: content/ for English, content/<locale>/ for the others. */
const localeDir = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? contentDir : path.join(contentDir, locale);

/** The issue `slug` in `locale`: checked, with its renderer; null when it is not translated. */
function readIssue(slug: string, locale: Locale, guides: ReadonlySet<string>) {
  const file = path.join(localeDir(locale), 'newsletter', `${slug}.mdx`);
  if (!fs.existsSync(file)) return null;
  const parsed = matter(fs.readFileSync(file, 'utf8'));
  const front = newsletterIssueSchema.safeParse(parsed.data);
  const rel = path.relative(root, file);
  if (!front.success)
    throw new Error(
      front.error.issues
        .map((i) => `${rel}: ${i.path.join('.') || '(frontmatter)'}: ${i.message}`)
        .join('\n'),
    );
  const problems = issueBodyProblems(parsed.content, guides);
  if (problems.length) throw new Error(problems.map((p) => `${rel}: body: ${p}`).join('\n'));
  const page = matter(
    fs.readFileSync(path.join(localeDir(locale), 'pages', 'newsletter.mdx'), 'utf8'),
  );
  const copy = newsletterBlocksSchema.parse(page.data.blocks).mail;
  const issue = { ...front.data, body: parsed.content };
  const mailFor: (unsubscribeUrl: string) => IssueMail = issueMailRenderer(issue, {
    siteUrl: siteConfig.url,
    brand: siteConfig.name,
    webUrl: absoluteUrl(localePath(`/newsletter/${slug}`, locale)),
    copy,
    locale,
  });
  return { subject: issue.subject, date: issue.date, mailFor };
}

/**
 * Reads and checks an issue exactly as the content check does (schema and body rules), and its
 * translations. `mailFor(unsubscribeUrl, locale)` is the mail in `locale` when the issue is
 * translated into it, else in English; `locales` lists the languages it exists in.
 */
export function loadIssue(wanted: string | undefined) {
  if (!wanted) throw new Error('name an issue: npm run newsletter -- list shows them');
  const slug = issueFiles().find(
    (f) => f === wanted || f.replace(/^\d{4}-\d{2}-\d{2}-/, '') === wanted,
  );
  if (!slug)
    throw new Error(`no issue "${wanted}" in content/newsletter/ (npm run newsletter -- list)`);
  const guides = new Set(
    fs
      .readdirSync(path.join(contentDir, 'guides'))
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => f.slice(0, -4)),
  );
  const english = readIssue(slug, DEFAULT_LOCALE, guides)!;
  const versions = new Map<Locale, NonNullable<ReturnType<typeof readIssue>>>();
  for (const locale of LOCALES) {
    const version = locale === DEFAULT_LOCALE ? english : readIssue(slug, locale, guides);
    if (version) versions.set(locale, version);
  }
  const mailFor = (unsubscribeUrl: string, locale: Locale = DEFAULT_LOCALE): IssueMail =>
    (versions.get(locale) ?? english).mailFor(unsubscribeUrl);
  return {
    slug,
    subject: english.subject,
    date: english.date,
    locales: [...versions.keys()],
    mailFor,
  };
}
