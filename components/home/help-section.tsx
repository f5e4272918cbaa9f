import { Disclosure } from '../ui/disclosure';
import { JsonLd } from '../ui/json-ld';
import { PageSection } from '../ui/page-section';
import { ReviewedBody } from '../content/reviewed-body';
import type { Faq } from '@/lib/content';
import type { PageBlocks } from '@/lib/content/schemas';
import { mdxToPlainText } from '@/lib/mdx/plain-text';
import { faqPageJsonLd } from '@/lib/seo';
import type { SectionProps } from '../ui/section-props';

type Props = SectionProps<PageBlocks<'home'>['help']> & { faqs: readonly Faq[] };

/** The questions and answers, one open at a time, and their FAQPage data. */
export function HelpSection({ block, faqs, locale }: Props) {
  return (
    <PageSection id="help-heading" block={block} shaded width="max-w-4xl">
      <div className="mt-8">
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {faqs.map((f) => (
            <Disclosure
              key={f.slug}
              group="faq"
              id={`faq-${f.slug}`}
              heading={f.question}
              bodyClassName="prose prose-slate max-w-none px-5 pb-5"
            >
              <ReviewedBody locale={locale} code={f.body.code} reviewedAt={f.reviewedAt} />
            </Disclosure>
          ))}
        </div>
      </div>
      <JsonLd
        data={faqPageJsonLd(
          faqs.map((f) => ({ question: f.question, answer: mdxToPlainText(f.body.raw) })),
        )}
      />
    </PageSection>
  );
}
