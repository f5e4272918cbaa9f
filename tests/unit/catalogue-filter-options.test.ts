/**
 * The catalogue's filter offers only options some plan matches (issue 51, readers' finding 4b):
 * computed from the content, so a type, operator or contract no plan has (prepaid, TV, Virgin
 * Mobile, 12 months, as the catalogue stands) is not offered, and one appears with its first plan.
 */
import { describe, expect, it } from 'vitest';
import { offeredOptions, type CatalogueEntry } from '@/lib/catalogue/entries';
import { getCatalogue } from '@/lib/content/catalogue';

describe('the catalogue filter options', () => {
  const all = getCatalogue('en');

  it('are exactly the types, operators and contracts of the plans in the content', () => {
    const offered = offeredOptions(all);
    expect(new Set(offered.type)).toEqual(new Set(all.map((e) => e.type)));
    expect(new Set(offered.operator)).toEqual(new Set(all.map((e) => e.operator)));
    for (const c of offered.contract)
      expect(
        all.some((e) => (c === 'none' ? e.contractMonths === 0 : e.contractMonths === Number(c))),
      ).toBe(true);
  });

  it('leave out what no plan matches, and offer it once a plan does', () => {
    const two = [
      { ...all[0], type: 'mobile-postpaid', operator: 'du', contractMonths: 24 },
      { ...all[0], type: 'home-internet', operator: 'eand', contractMonths: 0 },
    ] as CatalogueEntry[];
    expect(offeredOptions(two)).toEqual({
      type: ['mobile-postpaid', 'home-internet'],
      operator: ['eand', 'du'],
      contract: ['none', '24'],
    });
    const withTv = [
      ...two,
      { ...all[0], type: 'tv', operator: 'virgin-mobile', contractMonths: 12 },
    ] as CatalogueEntry[];
    expect(offeredOptions(withTv)).toMatchObject({
      type: ['mobile-postpaid', 'home-internet', 'tv'],
      operator: ['eand', 'du', 'virgin-mobile'],
      contract: ['none', '12', '24'],
    });
  });

  it('keeps a value the query already holds, so the form shows what was asked for', () => {
    const two = [
      { ...all[0], type: 'home-internet', operator: 'eand', contractMonths: 0 },
    ] as CatalogueEntry[];
    expect(offeredOptions(two, { type: 'tv' }).type).toEqual(['home-internet', 'tv']);
  });
});
