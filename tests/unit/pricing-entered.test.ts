import { describe, expect, it } from 'vitest';
import { parseEnteredOffer as parse, type EnteredField } from '@/lib/pricing/entered';
import { exitCost } from '@/lib/pricing';

// The words of content/pages/compare.mdx and content/ar/pages/compare.mdx.
const UNLIMITED = ['unlimited', 'غير محدود', 'غير محدودة'];
const parseEnteredOffer = (get: (f: EnteredField) => string) => parse(get, UNLIMITED);

const form = (values: Partial<Record<EnteredField, string>>) => (f: EnteredField) =>
  values[f] ?? '';

describe('entered offer form', () => {
  it('reads a full quote into fils and months', () => {
    const r = parseEnteredOffer(
      form({
        name: 'Shop quote',
        monthly: '199',
        vat: 'excluded',
        contract: '24',
        'fee-activation': '125.50',
        'fee-router': '',
        deviceMonthly: '100',
        deviceMonths: '24',
        promoMonthly: '99',
        promoMonths: '3',
        data: 'unlimited',
        localMinutes: 'unlimited',
        internationalMinutes: '100',
      }),
    );
    expect(r).toEqual({
      ok: true,
      offer: {
        name: 'Shop quote',
        monthly: 19900,
        vatIncluded: false,
        contractMonths: 24,
        fees: [{ kind: 'activation', amount: 12550 }],
        device: { monthly: 10000, months: 24 },
        promo: { monthly: 9900, months: 3 },
        dataGb: 'unlimited',
        localMinutes: 'unlimited',
        internationalMinutes: 100,
      },
    });
  });

  it('reads a quote typed in Arabic: Arabic-Indic digits and «غير محدود»', () => {
    const r = parseEnteredOffer(
      form({
        name: 'عرض المتجر',
        monthly: '١٩٩٫٥٠',
        vat: 'included',
        contract: '٢٤',
        deviceMonthly: '١٠٠',
        deviceMonths: '۲۴',
        data: 'غير  محدود',
        localMinutes: 'غير محدودة',
        internationalMinutes: '١٠٠',
      }),
    );
    expect(r).toEqual({
      ok: true,
      offer: {
        name: 'عرض المتجر',
        monthly: 19950,
        vatIncluded: true,
        contractMonths: 24,
        fees: [],
        device: { monthly: 10000, months: 24 },
        dataGb: 'unlimited',
        localMinutes: 'unlimited',
        internationalMinutes: 100,
      },
    });
  });

  it('names every wrong field and keeps nothing half-read', () => {
    const r = parseEnteredOffer(
      form({
        monthly: '12.345',
        contract: '100',
        deviceMonthly: '50',
        data: 'lots',
        internationalMinutes: 'many',
      }),
    );
    expect(r).toEqual({
      ok: false,
      errors: {
        name: 'name',
        monthly: 'amount',
        vat: 'vat',
        contract: 'months',
        deviceMonths: 'pair',
        data: 'data',
        internationalMinutes: 'minutes',
      },
    });
  });

  it('needs only a name, a monthly price and the VAT answer', () => {
    const r = parseEnteredOffer(form({ name: 'X', monthly: '50', vat: 'included' }));
    expect(r).toEqual({
      ok: true,
      offer: {
        name: 'X',
        monthly: 5000,
        vatIncluded: true,
        contractMonths: 0,
        fees: [],
        dataGb: null,
      },
    });
  });

  it('reads device charges due on leaving, with or without a contract, and costs them without one as the catalogue does', () => {
    const quote = { name: 'e&', monthly: '429', vat: 'excluded', deviceCharges: '840' } as const;
    expect(parseEnteredOffer(form({ ...quote, contract: '24' }))).toMatchObject({
      ok: true,
      offer: { contractMonths: 24, deviceCharges: [{ amount: 84000 }] },
    });
    // Without a contract, the same rule as the catalogue's no-commitment plan: the no-contract
    // option is a one-month contract (the formula the site cites), so nothing is due on leaving.
    const noContract = parseEnteredOffer(form(quote));
    expect(noContract).toMatchObject({
      ok: true,
      offer: { contractMonths: 0, deviceCharges: [{ amount: 84000 }] },
    });
    if (!noContract.ok) throw new Error('expected the offer to parse');
    const catalogueLike = { ...noContract.offer, deviceCharges: [{ amount: 84000, months: 1 }] };
    for (const m of [0, 1, 12, 30]) {
      const typed = exitCost({ ...noContract.offer, id: 'e:0' }, m).deviceCharges;
      expect(typed).toBe(0);
      expect(typed).toBe(exitCost({ ...catalogueLike, id: 'e:1' }, m).deviceCharges);
    }
    expect(
      parseEnteredOffer(form({ ...quote, contract: '24', deviceCharges: '٨٤٠٫٥' })),
    ).toMatchObject({
      ok: true,
      offer: { deviceCharges: [{ amount: 84050 }] },
    });
  });
});
