import { Icon } from '../ui/icon';
import type { PageBlocks } from '@/lib/content/schemas';
import { HeadingIntro } from '../ui/heading-intro';

/** Our mission beside the promise we keep, point by point. */
export function MissionSection({ block }: { block: PageBlocks<'about'>['mission'] }) {
  return (
    <section aria-labelledby="mission-heading" className="bg-slate-50 py-16">
      <div className="container-page grid gap-8 lg:grid-cols-2">
        <HeadingIntro id="mission-heading" block={block} look="band" />
        <div className="rounded-2xl bg-white p-6 shadow-sm">
          <h3 className="text-xl font-semibold text-slate-900">{block.promise.heading}</h3>
          <ul className="mt-4 space-y-3">
            {block.promise.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700">
                <Icon name="check" className="h-6 w-6 shrink-0 text-brand-700" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
