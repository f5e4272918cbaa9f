import { getPage, getUiCopy } from '@/lib/content';
import { getCatalogue, getCataloguePlan } from '@/lib/content/catalogue';
import { LOCALES } from '@/lib/i18n/format';
import { itemOgImage } from '@/lib/seo/og';

export { ogContentType as contentType, ogSize as size } from '@/lib/seo/og';
export const alt = getUiCopy('en').share.planAlt;
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) => getCatalogue(locale).map((p) => ({ locale, slug: p.slug })));
}

export default itemOgImage('slug', (slug, locale) => {
  const plan = getCataloguePlan(slug, locale);
  const operator = plan && getPage('catalogue', locale).blocks.operators[plan.operator];
  return plan && { title: `${operator} ${plan.name}` };
});
