import { describe, expect, it } from 'vitest';
import { toOffer, type CatalogueEntry } from '@/lib/catalogue/entries';
import { tempContentSite } from '../support/content-dir';
import { costOf, exitCost, gross } from '@/lib/pricing';

/** A catalogue plan file with device charges due on leaving, on the schedule given. */
const plan = (contractMonths: number, schedule: string | number = contractMonths) => `---
operator: eand
name: Test home plan
planType: home-internet
summary: A test plan.
monthlyPrice: 429
vatIncluded: false
contractMonths: ${contractMonths}
deviceCharges:
  - name: Router
    amount: 240
    months: ${schedule}
  - name: 4K TV box (regular)
    amount: 480
    months: ${schedule}
    note: The recorder is AED 720.
source:
  url: https://www.etisalat.ae/plan
  title: Plan terms
  publisher: e&
  date: unknown
---

Notes.
`;

const site = tempContentSite('cs-charges-', ['plans/catalogue/eand']);

/** The content check's problems with `text` as a catalogue plan of `operator`. */
const check = (text: string, operator = 'eand') => {
  site.put(`plans/catalogue/${operator}/test.mdx`, text);
  return JSON.stringify(site.check().problems);
};

describe('device charges in the catalogue', () => {
  it('accepts them with or without a minimum term, each with its schedule or "not stated"', () => {
    expect(check(plan(24))).toBe('[]');
    // e&'s no-commitment plan: its terms list "any remaining device charges" too.
    expect(check(plan(0, 'not stated'))).toBe('[]');
    expect(check(plan(0, 24))).toBe('[]');
  });
  it('refuses a charge without its schedule, or with a made-up one', () => {
    expect(check(plan(0, '').replace(/\n {4}months: \n/g, '\n'))).toMatch(/deviceCharges.*months/);
    expect(check(plan(0, 'soon'))).toMatch(
      /deviceCharges\[0\]\.months.*when the source gives none/,
    );
  });

  it("reach the calculator's offer, owed on early exit only", () => {
    const entry = {
      slug: 'test',
      monthly: 42900,
      vatIncluded: false,
      contractMonths: 24,
      fees: [],
      dataGb: null,
      deviceCharges: [
        { name: 'Router', amount: 24000 },
        { name: 'TV box', amount: 48000 },
      ],
    } as unknown as CatalogueEntry;
    const offer = toOffer(entry);
    // The terms do not say whether the charges include VAT: counted with it, the most that can be due.
    expect(offer.deviceCharges).toEqual([
      { amount: 24000, vatIncluded: false },
      { amount: 48000, vatIncluded: false },
    ]);
    // (240 + 480) x (24 - 1 - 12) / 24 = 330.00 excl. VAT, 346.50 with it.
    expect(exitCost(offer, 12).deviceCharges).toBe(34650);
    expect(exitCost(offer, 24).deviceCharges).toBe(0);
  });

  it('are owed on leaving a plan without a contract, in full when their schedule is not stated', () => {
    // e&'s eLife Ultra Starter without commitment: AED 454 excl. VAT; TV box, router and home phone.
    const entry = {
      slug: 'elife-ultra-starter-no-commitment',
      monthly: 45400,
      vatIncluded: false,
      contractMonths: 0,
      fees: [],
      dataGb: null,
      deviceCharges: [
        { name: 'TV box', amount: 48000, months: 'not stated' },
        { name: 'Router', amount: 24000, months: 'not stated' },
        { name: 'Home phone', amount: 12000, months: 'not stated' },
      ],
    } as unknown as CatalogueEntry;
    const offer = toOffer(entry);
    // No termination fee without a contract, but AED 840 + 5% VAT = 882.00 of device charges.
    for (const m of [0, 6, 12, 24, 36]) {
      const e = exitCost(offer, m);
      expect(e.terminationFee).toBe(0);
      expect(e.deviceCharges).toBe(88200);
    }
    // Over 12 months: 12 x 476.70 and the charges due on leaving at their end.
    expect(costOf(offer, 12).total).toBe(12 * 47670 + 88200);
    expect(costOf(offer, 12).breakdown.leaving).toBe(88200);
    // On a schedule of their own (here 24 months), they run down as on the contract.
    const scheduled = toOffer({
      ...entry,
      deviceCharges: [{ name: 'TV box', amount: 48000, months: 24 }],
    } as CatalogueEntry);
    expect(exitCost(scheduled, 6).deviceCharges).toBe(gross(34000, false));
    expect(exitCost(scheduled, 24).deviceCharges).toBe(0);
  });
});

describe("base and promotional data (du's Control Plan)", () => {
  const control = (promo: string) => `---
operator: du
name: Control Plan 80
planType: mobile-postpaid
summary: A test plan.
monthlyPrice: 80
vatIncluded: true
contractMonths: 0
dataGb: 1
${promo}source:
  url: https://www.aladdin.life/uae/plan-faq/en/du-control-plan/
  title: du Control Plan FAQ
  publisher: Aladdin
  date: unknown
---

Notes.
`;
  const file = (text: string) => check(text, 'du');

  it('keeps the promotion apart from the base, its length a number of months or "not stated"', () => {
    expect(file(control('promoData:\n  gb: 2\n  months: not stated\n'))).toBe('[]');
    expect(file(control('promoData:\n  gb: 2\n  months: 3\n'))).toBe('[]');
    expect(file(control('promoData:\n  gb: 2\n'))).toMatch(/promoData.*months/);
    expect(file(control('promoData:\n  gb: 2\n  months: a while\n'))).toMatch(
      /promoData\.months.*when the source gives none/,
    );
    expect(file(control('promoData:\n  gb: 2\n  months: 3\n').replace('dataGb: 1\n', ''))).toMatch(
      /promoData.*base allowance/,
    );
  });

  it('works out the cost per GB on the base allowance, and carries the promotion beside it', () => {
    const entry = {
      slug: 'control-plan-80-national',
      monthly: 8000,
      vatIncluded: true,
      contractMonths: 0,
      fees: [],
      dataGb: 1,
      promoData: { gb: 2, months: 'not stated' },
    } as unknown as CatalogueEntry;
    const offer = toOffer(entry);
    expect(offer.promoData).toEqual({ gb: 2, months: 'not stated' });
    // AED 80 a month for the 1 GB base: AED 80.00 per GB, not the AED 26.67 of 3 GB.
    expect(costOf(offer, 12).perGb).toBe(8000);
  });
});
