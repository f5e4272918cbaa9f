/**
 * Reads a newsletter issue from content/newsletter/ for `npm run newsletter` and the benchmark,
 * checked as the content check does (schema and body rules), with its mail renderer.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { newsletterIssueSchema } from '../content/schemas/newsletter';
import { newsletterBlocksSchema } from '../content/schemas/pages/newsletter';
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

/** Reads and checks an issue exactly as the content check does (schema and body rules). */
export function loadIssue(wanted: string | undefined) {
  if (!wanted) throw new Error('name an issue: npm run newsletter -- list shows them');
  const slug = issueFiles().find(
    (f) => f === wanted || f.replace(/^\d{4}-\d{2}-\d{2}-/, '') === wanted,
  );
  if (!slug)
    throw new Error(`no issue "${wanted}" in content/newsletter/ (npm run newsletter -- list)`);
  const file = path.join(contentDir, 'newsletter', `${slug}.mdx`);
  const parsed = matter(fs.readFileSync(file, 'utf8'));
  const front = newsletterIssueSchema.safeParse(parsed.data);
  const rel = path.relative(root, file);
  if (!front.success)
    throw new Error(
      front.error.issues
        .map((i) => `${rel}: ${i.path.join('.') || '(frontmatter)'}: ${i.message}`)
        .join('\n'),
    );
  const guides = new Set(
    fs
      .readdirSync(path.join(contentDir, 'guides'))
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => f.slice(0, -4)),
  );
  const problems = issueBodyProblems(parsed.content, guides);
  if (problems.length) throw new Error(problems.map((p) => `${rel}: body: ${p}`).join('\n'));
  const page = matter(fs.readFileSync(path.join(contentDir, 'pages', 'newsletter.mdx'), 'utf8'));
  const copy = newsletterBlocksSchema.parse(page.data.blocks).mail;
  const issue = { ...front.data, body: parsed.content };
  const webUrl = absoluteUrl(`/newsletter/${slug}`);
  const mailFor: (unsubscribeUrl: string) => IssueMail = issueMailRenderer(issue, {
    siteUrl: siteConfig.url,
    brand: siteConfig.name,
    webUrl,
    copy,
  });
  return { slug, subject: issue.subject, date: issue.date, mailFor };
}
