/**
 * /about says what the plan catalogue covers, counted from its content (issue 51 §3: it claimed
 * TV and family plans "compared on the same terms" that the catalogue does not hold).
 */
import { describe, expect, it } from 'vitest';
import { getPage } from '@/lib/content';
import { getCatalogue } from '@/lib/content/catalogue';
import { catalogueCoverage, withCoverage } from '@/lib/content/catalogue-coverage';
import type { Locale } from '@/lib/i18n/format';

const words = (locale: Locale) => ({
  ...getPage('about', locale).blocks.differentiators.catalogue,
  operators: getPage('catalogue', locale).blocks.operators,
});
const itemText = (locale: Locale) =>
  getPage('about', locale).blocks.differentiators.items.find((i) => i.text.includes('{coverage}'))!
    .text;

describe('what /about says the catalogue covers', () => {
  it('counts the plans by type and operator, and names what is missing', () => {
    const c = catalogueCoverage([
      { type: 'mobile-postpaid', operator: 'du' },
      { type: 'mobile-postpaid', operator: 'eand' },
      { type: 'home-internet', operator: 'eand' },
    ]);
    expect(c.total).toBe(3);
    expect(c.byType).toEqual([
      { type: 'mobile-postpaid', operators: ['eand', 'du'], count: 2 },
      { type: 'home-internet', operators: ['eand'], count: 1 },
    ]);
    expect(c.missingTypes).toEqual(['mobile-prepaid', 'tv']);
    expect(c.missingOperators).toEqual(['virgin-mobile']);
  });

  it('the sentence follows the catalogue as it is (English)', () => {
    const plans = getCatalogue('en');
    const text = withCoverage(itemText('en'), plans, words('en'), 'en');
    const count = (type: string) => plans.filter((p) => p.type === type).length;
    expect(text).toContain(`costs ${plans.length} plans on the same terms`);
    expect(text).toContain(`postpaid mobile from du: ${count('mobile-postpaid')}`);
    expect(text).toContain(`home internet from e&: ${count('home-internet')}`);
    expect(text).toMatch(/It holds no prepaid mobile, TV,? or Virgin Mobile UAE plan yet\.$/);
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('the sentence follows the catalogue as it is (Arabic)', () => {
    const plans = getCatalogue('ar');
    const text = withCoverage(itemText('ar'), plans, words('ar'), 'ar');
    expect(text).toContain(`تكلفة ${plans.length} باقات وفق المعايير نفسها`);
    expect(text).toContain('الهاتف المتحرك بالدفع الآجل من دو: 4');
    expect(text).toContain('فيرجن موبايل الإمارات');
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('a catalogue with another type or operator changes the sentence, and a full one names nothing missing', () => {
    const more = [
      ...getCatalogue('en'),
      { type: 'tv' as const, operator: 'virgin-mobile' as const },
    ];
    const text = withCoverage(itemText('en'), more, words('en'), 'en');
    expect(text).toContain('TV from Virgin Mobile UAE: 1');
    expect(text).toContain(`costs ${more.length} plans`);
    const full = withCoverage(
      itemText('en'),
      [
        { type: 'mobile-prepaid', operator: 'eand' },
        { type: 'mobile-postpaid', operator: 'du' },
        { type: 'home-internet', operator: 'virgin-mobile' },
        { type: 'tv', operator: 'eand' },
      ],
      words('en'),
      'en',
    );
    expect(full).not.toContain('holds no');
    expect(full).toMatch(/\)\.$/);
  });
});
