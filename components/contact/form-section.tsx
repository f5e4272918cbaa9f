import { ContactForm } from '../forms/contact-form';
import { getUiCopy } from '@/lib/content';
import type { ContactBlocks } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n/format';

/** The contact form, its success note promising the site's response time. */
export function ContactFormSection({
  block,
  locale,
}: {
  block: ContactBlocks['form'];
  locale: Locale;
}) {
  return (
    <section
      aria-labelledby="contact-form-heading"
      className="rounded-2xl border border-slate-200 p-6 sm:p-8 lg:col-span-3"
    >
      <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
        {block.heading}
      </h2>
      <p className="mt-2 mb-6 text-slate-700">{block.intro}</p>
      <ContactForm
        locale={locale}
        copy={{
          ...block,
          success: { ...block.success, text: getUiCopy(locale).site.responsePromise },
        }}
      />
    </section>
  );
}
