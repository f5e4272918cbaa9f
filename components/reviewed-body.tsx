import { getUiCopy } from '@/lib/content';
import { MdxContent } from './mdx-content';
import { ReviewedNote } from './sources-list';

/** An FAQ answer's or plan card's MDX body, followed by "Reviewed <date>". */
export function ReviewedBody({ code, reviewedAt }: { code: string; reviewedAt: string }) {
  return (
    <>
      <MdxContent code={code} />
      <ReviewedNote label={getUiCopy().content.reviewedLabel} date={reviewedAt} />
    </>
  );
}
