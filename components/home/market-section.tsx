import type { Locale } from '@/lib/i18n/format';
import { MdxContent } from '../content/mdx-content';
import type { PageBlocks } from '@/lib/content/schemas';

/** Market context: the home page's own MDX body under its heading. */
export function MarketSection({
  block,
  code,
  locale,
}: {
  block: PageBlocks<'home'>['marketContext'];
  code: string;
  locale: Locale;
}) {
  return (
    <section aria-labelledby="market-heading" className="container-page py-16">
      <div className="mx-auto max-w-3xl">
        <h2 id="market-heading" className="text-3xl font-bold text-slate-900">
          {block.heading}
        </h2>
        <div className="prose prose-slate mt-4 max-w-none">
          <MdxContent locale={locale} code={code} />
        </div>
      </div>
    </section>
  );
}
