/**
 * A newsletter issue: content/newsletter/<yyyy-mm-dd>-<slug>.mdx. The body is Markdown (no MDX
 * components or expressions: it becomes a mail), linking to the site's pages; the content check
 * (lib/content/collections.ts) fails on a link to a guide that does not exist, an image (a mail
 * image is how senders track opens), a tracking parameter, or a file name whose date is not
 * the issue's `date`.
 */
import { z } from '../../forms/validation/zod';
import { pastDate } from '../sources';
import { draft, text } from './shared';

/** The longest subject line: mail clients cut it beyond this. */
export const NEWSLETTER_SUBJECT_MAX = 120;
/** The preheader: the line inbox lists show after the subject. */
export const NEWSLETTER_PREHEADER_MAX = 200;

export const newsletterIssueSchema = z
  .object({
    subject: text.max(
      NEWSLETTER_SUBJECT_MAX,
      `must be at most ${NEWSLETTER_SUBJECT_MAX} characters`,
    ),
    preheader: text.max(
      NEWSLETTER_PREHEADER_MAX,
      `must be at most ${NEWSLETTER_PREHEADER_MAX} characters`,
    ),
    /** The day the issue is sent (never in the future: an issue is written when it goes out). */
    date: pastDate,
    draft,
  })
  .strict();

export type NewsletterFrontmatter = z.infer<typeof newsletterIssueSchema>;

/** `<yyyy-mm-dd>-<slug>`: the file name of an issue, without .mdx. */
export const NEWSLETTER_FILE_NAME = /^(\d{4}-\d{2}-\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*$/;
