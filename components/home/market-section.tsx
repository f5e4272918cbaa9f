import { MdxContent } from '../content/mdx-content';
import type { PageBlocks } from '@/lib/content/schemas';
import { HeadingIntro } from '../ui/heading-intro';
import type { SectionProps } from '../ui/section-props';

/** Market context: the home page's own MDX body under its heading. */
export function MarketSection({
  block,
  code,
  locale,
}: SectionProps<PageBlocks<'home'>['marketContext']> & { code: string }) {
  return (
    <section aria-labelledby="market-heading" className="container-page py-16">
      <HeadingIntro id="market-heading" block={block} look="band" className="mx-auto max-w-3xl" />
      <div className="prose prose-slate mx-auto mt-4 max-w-3xl">
        <MdxContent locale={locale} code={code} />
      </div>
    </section>
  );
}
