import Link from '@/components/ui/link';
import { Icon } from '../ui/icon';
import { PageSection } from '../ui/page-section';
import type { PageBlocks } from '@/lib/content/schemas';
import { monthYear, type TimelineEntry } from '@/lib/content/stats';
import type { SectionProps } from '../ui/section-props';

const timelineIcon = { first: 'sparkles', topic: 'book', latest: 'clock' } as const;

type Props = SectionProps<PageBlocks<'about'>['story']> & { timeline: readonly TimelineEntry[] };

/** Our story: the editorial history the content dates show, a dated step each. */
export function StorySection({ block, timeline, locale }: Props) {
  return (
    <PageSection id="story-heading" block={block}>
      <ol className="relative mx-auto mt-10 max-w-3xl border-s-2 border-brand-100 ps-8">
        {timeline.map((entry) => (
          <li
            key={`${entry.kind}-${entry.date}-${entry.topic ?? ''}`}
            className="relative pb-10 last:pb-0"
          >
            <span className="absolute -start-[3.05rem] inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-white">
              <Icon name={timelineIcon[entry.kind]} className="h-5 w-5" />
            </span>
            <p className="text-sm font-bold text-brand-800">
              <time dateTime={entry.date}>{monthYear(entry.date, locale, 'long')}</time>
            </p>
            <h3 className="mt-1 text-lg font-semibold text-slate-900">
              {block.timeline[entry.kind].replace('{topic}', entry.topic ?? '')}
            </h3>
            <ul className="mt-1 space-y-2 text-slate-700">
              {entry.guides.map((g) => (
                <li key={g.slug}>
                  <Link href={`/guides/${g.slug}`} className="underline-offset-2 hover:underline">
                    {g.title}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
