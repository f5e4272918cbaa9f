import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toOffer, type CatalogueEntry } from '@/lib/catalogue/entries';
import { validateContent } from '@/lib/content/validate';
import { exitCost } from '@/lib/pricing';

/** A catalogue plan file with device charges due on early exit. */
const plan = (contractMonths: number) => `---
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
  - name: 4K TV box (regular)
    amount: 480
    note: The recorder is AED 720.
source:
  url: https://www.etisalat.ae/plan
  title: Plan terms
  publisher: e&
  date: unknown
---

Notes.
`;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-charges-'));
  fs.mkdirSync(path.join(dir, 'content/plans/catalogue/eand'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'public'), { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const check = (text: string) => {
  fs.writeFileSync(path.join(dir, 'content/plans/catalogue/eand/test.mdx'), text);
  return JSON.stringify(
    validateContent(path.join(dir, 'content'), path.join(dir, 'public'), { translations: false })
      .problems,
  );
};

describe('device charges in the catalogue', () => {
  it('accepts them on a plan with a minimum term, and refuses them without one (nothing to prorate over)', () => {
    expect(check(plan(24))).toBe('[]');
    expect(check(plan(0))).toMatch(/deviceCharges.*prorated over the contract/);
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
    expect(offer.deviceCharges).toEqual([{ amount: 24000 }, { amount: 48000 }]);
    // (240 + 480) x (24 - 1 - 12) / 24 = 330.00 excl. VAT, 346.50 with it.
    expect(exitCost(offer, 12, 24).deviceCharges).toBe(34650);
    expect(exitCost(offer, 24, 24).deviceCharges).toBe(0);
  });
});
