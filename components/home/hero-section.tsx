import { bidiText } from '@/components/ui/bidi-text';
import { ContentLink } from '@/components/ui/content-link';
import { HeroArt } from './hero-art';
import { TranslationNotice } from '../content/translation-notice';
import type { PageBlocks } from '@/lib/content/schemas';
import type { SectionProps } from '../ui/section-props';

/** The opening band: eyebrow, the page's h1, lead and the two calls to action, beside the picture. */
export function HeroSection({ block, locale }: SectionProps<PageBlocks<'home'>['hero']>) {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page grid items-center gap-10 py-14 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {block.eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
          >
            {block.heading}
          </h1>
          <p className="mt-5 text-lg text-slate-700">{bidiText(block.lead)}</p>
          <TranslationNotice
            locale={locale}
            source={['pages/home.mdx', 'faq/']}
            path="/"
            className="mt-5"
          />
          <div className="mt-8 flex flex-wrap gap-3">
            <ContentLink link={block.primaryCta} className="btn-primary text-base" />
            <ContentLink link={block.secondaryCta} className="btn-secondary text-base" />
          </div>
        </div>
        <HeroArt
          src={block.image.src}
          alt={block.image.alt}
          width={block.image.width}
          height={block.image.height}
          priority
          className="h-auto w-full"
        />
      </div>
    </section>
  );
}
