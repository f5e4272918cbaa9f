import { bidiText } from '@/components/ui/bidi-text';
import { ReviewedBody } from '../content/reviewed-body';
import type { PlanCard } from '@/lib/content';
import type { Locale } from '@/lib/i18n/format';

/**
 * A plan card's summary line (if it has one) and its reviewed text: `small` in the narrow cards
 * (TV, factors); `className` adds to the text's box (e.g. flex-1 to fill the card).
 */
export function CardText({
  card,
  locale,
  small = false,
  className,
}: {
  card: Pick<PlanCard, 'summary' | 'body' | 'reviewedAt'>;
  locale: Locale;
  small?: boolean;
  className?: string;
}) {
  const text = [small ? 'prose prose-sm' : 'prose', 'prose-slate mt-3 max-w-none', className];
  return (
    <>
      {card.summary ? (
        <p
          className={
            small ? 'mt-2 text-sm font-medium text-slate-700' : 'mt-2 font-medium text-slate-700'
          }
        >
          {bidiText(card.summary)}
        </p>
      ) : null}
      <div className={text.filter(Boolean).join(' ')}>
        <ReviewedBody locale={locale} code={card.body.code} reviewedAt={card.reviewedAt} />
      </div>
    </>
  );
}
