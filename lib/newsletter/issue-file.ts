/**
 * A newsletter issue for `npm run newsletter` and the benchmark, from the checked dataset
 * (content/newsletter/, checked by the content check: schema and body rules), with its mail
 * renderer; and its Arabic translation, content/ar/newsletter/<same file>.mdx, when there is one,
 * for the subscribers who signed up in Arabic (the others, and everyone when there is none, get
 * English). An edit reaches it through `npm run content` (or `npm run dev`).
 */
import { collection, draftSlugs } from '../content/load';
import type { PageBlocks } from '../content/schemas/pages';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/format';
import { localePath } from '../i18n/paths';
import { absoluteUrl, siteConfig } from '../config/site';
import { issueBodyProblems } from './body';
import { issueMailRenderer, type IssueMail } from './render';

/** The issues' file names without .mdx, oldest first. */
export function issueFiles(): string[] {
  return collection('newsletter', DEFAULT_LOCALE)
    .map((i) => i.slug)
    .sort();
}

/** The issue `slug` in `locale`, with its renderer; null when it is not translated. */
function readIssue(slug: string, locale: Locale) {
  const issue = collection('newsletter', locale).find((i) => i.slug === slug);
  if (!issue) return null;
  // The content check applies the body rules to the English issues; a translation's, here.
  const guides = new Set(collection('guides', DEFAULT_LOCALE).map((g) => g.slug));
  const problems = issueBodyProblems(issue.body.raw, guides);
  if (problems.length) throw new Error(problems.map((p) => `${issue.file}: body: ${p}`).join('\n'));
  const page = collection('pages', locale).find((p) => p.slug === 'newsletter');
  if (!page) throw new Error(`content/pages/newsletter.mdx is missing (${locale})`);
  const copy = (page.blocks as PageBlocks<'newsletter'>).mail;
  const mailFor: (unsubscribeUrl: string) => IssueMail = issueMailRenderer(
    { ...issue, body: issue.body.raw },
    {
      siteUrl: siteConfig.url,
      brand: siteConfig.name,
      webUrl: absoluteUrl(localePath(`/newsletter/${slug}`, locale)),
      copy,
      locale,
    },
  );
  return { subject: issue.subject, date: issue.date, mailFor };
}

/**
 * An issue (its file name, or the part after the date) and its translations.
 * `mailFor(unsubscribeUrl, locale)` is the mail in `locale` when the issue is translated into it, else in English; `locales` lists the languages it exists in.
 */
export function loadIssue(wanted: string | undefined) {
  if (!wanted) throw new Error('name an issue: npm run newsletter -- list shows them');
  const matches = (f: string) => f === wanted || f.replace(/^\d{4}-\d{2}-\d{2}-/, '') === wanted;
  const slug = issueFiles().find(matches);
  const draft = draftSlugs('newsletter').find(matches);
  if (!slug && draft)
    throw new Error(
      `content/newsletter/${draft}.mdx is a draft (draft: true): this build leaves it out; remove draft and run npm run content to send it`,
    );
  if (!slug)
    throw new Error(`no issue "${wanted}" in content/newsletter/ (npm run newsletter -- list)`);
  const english = readIssue(slug, DEFAULT_LOCALE)!;
  const versions = new Map<Locale, NonNullable<ReturnType<typeof readIssue>>>();
  for (const locale of LOCALES) {
    const version = locale === DEFAULT_LOCALE ? english : readIssue(slug, locale);
    if (version) versions.set(locale, version);
  }
  const mailFor = (unsubscribeUrl: string, locale: Locale): IssueMail =>
    (versions.get(locale) ?? english).mailFor(unsubscribeUrl);
  return {
    slug,
    /** Shown by `npm run dev`'s content, but `send` refuses it (lib/newsletter/send.ts). */
    draft: slug === draft,
    subject: english.subject,
    date: english.date,
    locales: [...versions.keys()],
    mailFor,
  };
}
