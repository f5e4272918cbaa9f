/** content/pages/newsletter.mdx: the archive of past issues (/newsletter) and the fixed lines of every issue's mail. */
import { z } from '../../../forms/validation/zod';
import { text } from '../shared';

export const newsletterBlocksSchema = z
  .object({
    archive: z
      .object({
        heading: text,
        lead: text,
        /** Shown while no issue has been sent. */
        empty: text,
        /** "Sent {date}" beside each issue. */
        sent: text.regex(/\{date\}/, 'must contain {date}'),
        /** The link under an issue page back to the archive. */
        back: text,
        /** The subscribe line under the archive and each issue. */
        subscribe: text,
        subscribeLink: text,
      })
      .strict(),
    mail: z
      .object({
        /** Why the reader gets this mail. "{brand}" is the site's name. */
        reason: text,
        /** The visible unsubscribe link's text. */
        unsubscribe: text,
        /** The link to the issue on the site. */
        webVersion: text,
      })
      .strict(),
  })
  .strict();
