/**
 * The Arabic editor's findings on the plan pages (issue 51): the no-commitment plan's device
 * charges row says, as its note does, that the quoted formula leaves nothing due, with the terms'
 * figures from the content; the source line puts the publisher after a dash, so a publisher with
 * its own brackets is not nested in others; three alternative amounts read "AED 240, AED 540 or
 * AED 960" (Intl.ListFormat, disjunction: issue 51, the consumer editor), each after its device and
 * a colon, and in Arabic as prose writes them, «الراوتر: 240 أو 540 أو 960 درهمًا» (one currency
 * word after the list: the Arabic editor, round 3, item 10); the "may be out of date" badge ends its sentence.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlanDetailsSection } from '@/components/catalogue/plan-details-section';
import { PlanSourceSection } from '@/components/catalogue/plan-source-section';
import { PriceSource } from '@/components/catalogue/price-source';
import { getPage } from '@/lib/content';
import { getCatalogue } from '@/lib/content/catalogue';
import { LOCALES, type Locale } from '@/lib/i18n/format';

const plan = (slug: string, locale: Locale) => getCatalogue(locale).find((e) => e.slug === slug)!;
/** Rendered markup as text: tags and isolating marks dropped, spaces made plain. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/[\u2066-\u2069\u200e\u200f]/g, '')
    .replace(/\u00a0/g, ' ')
    .replace(/&amp;/g, '&');
const chargesRow = (slug: string, locale: Locale) => {
  const html = renderToStaticMarkup(
    <PlanDetailsSection
      plan={plan(slug, locale)}
      copy={getPage('catalogue', locale).blocks}
      locale={locale}
    />,
  );
  return textOf(html.match(/<dd[^>]*data-device-charges[^>]*>(.*?)<\/dd>/s)?.[1] ?? '');
};

describe.each(LOCALES)('the device charges row (%s)', (locale) => {
  const expected = {
    en: 'None whenever you leave, under the quoted formula (a one-month contract). The terms list: 4K TV box: AED 480 or AED 720; Router: AED 240, AED 540 or AED 960; Home phone: AED 120.',
    ar: 'لا شيء أيًّا كان موعد مغادرتك، وفق المعادلة المنقولة (إذ تعدّ الباقة عقدًا مدته شهر واحد). وتذكر الشروط: جهاز الاستقبال التلفزيوني 4K: 480 أو 720 درهمًا؛ الراوتر: 240 أو 540 أو 960 درهمًا؛ الهاتف المنزلي: 120 درهمًا.',
  }[locale];
  it('of the no-commitment plan says nothing is due, with the figures its terms list', () => {
    expect(chargesRow('elife-ultra-starter-no-commitment', locale)).toBe(expected);
  });
  it('of the 24-month contract still says how each charge runs down', () => {
    const row = chargesRow('elife-ultra-starter-24-months', locale);
    expect(row).not.toContain(expected.slice(0, 20));
    expect(row).toContain(
      locale === 'en' ? 'running down over 24 months' : 'تتناقص على مدى 24 شهرًا',
    );
  });
});

describe('the plan source line', () => {
  it('puts an Arabic publisher with its own brackets after a dash', () => {
    const text = textOf(
      renderToStaticMarkup(
        <PlanSourceSection
          source={plan('elife-ultra-starter-no-commitment', 'ar').source}
          copy={getPage('catalogue', 'ar').blocks.plan}
          locale="ar"
        />,
      ),
    );
    expect(text).toContain('eLife Ultra Starter: terms and conditions – إي آند (اتصالات سابقًا)');
    expect(text).not.toMatch(/\([^()]*\(/);
  });
});

describe.each(LOCALES)('the "may be out of date" badge (%s)', (locale) => {
  it('ends its sentence before the hint', () => {
    const copy = getPage('catalogue', locale).blocks.honesty;
    const html = renderToStaticMarkup(
      <PriceSource
        locale={locale}
        plan={{ source: plan('elife-ultra-starter-no-commitment', locale).source, stale: true }}
        copy={copy}
      />,
    );
    const badge = textOf(html.match(/<span[^>]*data-stale="true"[^>]*>(.*?)<\/span>/s)?.[1] ?? '');
    expect(badge).toMatch(/\.$/);
  });
});

describe('the Arabic comparison page', () => {
  it('says «المغادرة»/«غادرت» for leaving, never «الخروج»/«خرجت»', () => {
    const page = getPage('compare', 'ar');
    const text = JSON.stringify([page.title, page.description, page.blocks]);
    expect(text).toContain('إذا غادرت بعد الشهر');
    expect(text).not.toMatch(/الخروج|خرجت/);
  });
});
