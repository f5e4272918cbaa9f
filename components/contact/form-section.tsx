import { ContactForm } from '../forms/contact-form';
import { getUiCopy } from '@/lib/content';
import { HeadedSection } from '@/components/ui/headed-section';
import type { ContactBlocks } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n/format';

/** The contact form, its success note promising the site's response time. */
export function ContactFormSection({
  block,
  locale,
  alone = false,
}: {
  block: ContactBlocks['form'];
  locale: Locale;
  /** No contact details beside it: one column of reading width instead of three of five. */
  alone?: boolean;
}) {
  return (
    <HeadedSection
      id="contact-form-heading"
      heading={block.heading}
      look="step"
      className={`rounded-2xl border border-slate-200 p-6 sm:p-8 ${alone ? 'mx-auto max-w-3xl' : 'lg:col-span-3'}`}
    >
      <p className="mt-2 mb-6 text-slate-700">{block.intro}</p>
      <ContactForm
        locale={locale}
        copy={{
          ...block,
          success: { ...block.success, text: getUiCopy(locale).site.responsePromise },
        }}
      />
    </HeadedSection>
  );
}
