import { getNewsletterIssues } from '@/lib/content';
import { LOCALES } from '@/lib/i18n/format';
import { itemOgImage } from '@/lib/seo/og';

export { ogAlt as alt, ogContentType as contentType, ogSize as size } from '@/lib/seo/og';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) =>
    getNewsletterIssues(locale).map((i) => ({ locale, issue: i.slug })),
  );
}

export default itemOgImage('issue', (issue, locale) => {
  const found = getNewsletterIssues(locale).find((i) => i.slug === issue);
  return found && { title: found.subject };
});
