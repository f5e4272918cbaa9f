import { NewsletterForm } from '../forms/newsletter-form';
import type { PageBlocks } from '@/lib/content/schemas';
import { HeadingIntro } from '../ui/heading-intro';
import type { SectionProps } from '../ui/section-props';

/** Stay informed: the newsletter sign-up on the dark box (/newsletter links to its heading). */
export function NewsletterSection({
  block,
  locale,
}: SectionProps<PageBlocks<'home'>['newsletter']>) {
  return (
    <section aria-labelledby="newsletter-heading" className="container-page py-16">
      <div className="grid gap-8 rounded-2xl bg-brand-800 px-6 py-10 text-white md:grid-cols-2 md:px-10">
        <HeadingIntro id="newsletter-heading" block={block} look="dark" />
        <NewsletterForm locale={locale} copy={block} />
      </div>
    </section>
  );
}
