/**
 * The figures the catalogue's e& home plans give for leaving, recomputed by hand from their
 * terms: the no-commitment plan's device charges by the formula the cited source (aladdin.life)
 * quotes for the no-contract option, a one-month contract, which leaves nothing due; the
 * charges' VAT, which the terms do not state, labelled so and counted at the most.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlanDetailsSection } from '@/components/catalogue/plan-details-section';
import { listCatalogue, toOffer } from '@/lib/catalogue/entries';
import { getPage } from '@/lib/content';
import { getCatalogue } from '@/lib/content/catalogue';
import { LOCALES, type Locale } from '@/lib/i18n/format';
import { costOf, exitCost } from '@/lib/pricing';

const plan = (slug: string, locale: Locale = 'en') => {
  const p = getCatalogue(locale).find((e) => e.slug === slug);
  if (!p) throw new Error(`no catalogue plan ${slug}`);
  return p;
};
const NO_COMMITMENT = 'elife-ultra-starter-no-commitment';
const CONTRACT = 'elife-ultra-starter-24-months';

describe("e&'s no-commitment plan: the device charges by the quoted formula", () => {
  it('owes none of its AED 840 of device charges whenever it is left', () => {
    const offer = toOffer(plan(NO_COMMITMENT));
    // 840 / 1 x (1 - (1 + m)) is never above zero: nothing is due, from the first month on.
    for (const m of [0, 1, 6, 12, 24, 36]) expect(exitCost(offer, m).deviceCharges).toBe(0);
    // 12 x AED 476.70 (454 + 5% VAT) and nothing to leave: AED 5,720.40, not 6,602.40.
    expect(costOf(offer, 12).total).toBe(572_040);
    expect(costOf(offer, 24).total).toBe(1_144_080);
    expect(costOf(offer, 36).total).toBe(1_716_120);
  });
  it("leaves the 24-month contract's figures as they were", () => {
    const offer = toOffer(plan(CONTRACT));
    // 12 x 450.45 + one month's rental 450.45 + 840 x 11/24 = 385.00 + 5% VAT = 404.25.
    expect(costOf(offer, 12).total).toBe(626_010);
    expect(costOf(offer, 24).total).toBe(1_081_080);
  });
  it('ranks the no-commitment plan first over 12 months, the contract first over 24', () => {
    const order = (period: number) =>
      listCatalogue(getCatalogue('en'), { type: 'home-internet', sort: 'total', period }).map(
        (p) => p.slug,
      );
    expect(order(12)).toEqual([NO_COMMITMENT, CONTRACT]);
    expect(order(24)).toEqual([CONTRACT, NO_COMMITMENT]);
  });
});

describe("the device charges' VAT", () => {
  it.each(LOCALES)('is labelled as not stated by the source (%s), never "excl. VAT"', (locale) => {
    const copy = getPage('catalogue', locale).blocks;
    const html = renderToStaticMarkup(
      <PlanDetailsSection plan={plan(CONTRACT, locale)} copy={copy} locale={locale} />,
    );
    const charges = html.match(/<dd[^>]*data-device-charges[^>]*>(.*?)<\/dd>/s)?.[1] ?? '';
    expect(charges).toContain(copy.facts.vatNotStated);
    expect(charges).not.toContain(copy.facts.vatExcluded);
    // The charges are listed with the language's own semicolon.
    expect(charges.split(locale === 'ar' ? '؛ ' : '; ')).toHaveLength(3);
  });
});
