/** An entry of the corrections log (/methodology): content/corrections/<date>-<slug>.mdx; the body says what changed. */
import { z } from '../../forms/validation/zod';
import { pastDate } from '../sources';
import { internalHref, text } from './shared';

export const correctionSchema = z
  .object({
    /** The day the correction was published. */
    date: pastDate,
    /** The page corrected. */
    page: internalHref,
    /** The page or passage, as the log names it. */
    title: text,
  })
  .strict();

export type CorrectionFrontmatter = z.infer<typeof correctionSchema>;
