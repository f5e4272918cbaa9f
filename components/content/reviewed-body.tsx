import { getUiCopy } from '@/lib/content';
import { MdxContent } from './mdx-content';
import { ReviewedNote } from './sources-list';
import type { Locale } from '@/lib/i18n/format';

/** An FAQ answer's or plan card's MDX body, followed by "Reviewed <date>". */
export function ReviewedBody({
  code,
  reviewedAt,
  locale,
}: {
  code: string;
  reviewedAt: string;
  locale: Locale;
}) {
  return (
    <>
      <MdxContent locale={locale} code={code} />
      <ReviewedNote
        locale={locale}
        label={getUiCopy(locale).content.reviewedLabel}
        date={reviewedAt}
      />
    </>
  );
}
