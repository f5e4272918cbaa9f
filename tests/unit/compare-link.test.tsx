/**
 * A shared comparison link (`/plans/compare?o=~…`) is read by the offer form's rules
 * (lib/pricing/link.ts): an offer the form would refuse is left out and comes back as the form's
 * answer to bad input, and whatever the link, the page stays small. A link of 10,000,000 contract
 * months once blocked the server for 40 s and then crashed it.
 */
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { LocaleProvider } from '@/components/ui/locale-context';
import { describe, expect, it, vi } from 'vitest';
import { Comparison } from '@/components/compare/comparison';
import { getPage } from '@/lib/content';
import { compareChoices, unlimitedWords } from '@/lib/pricing/compare-content';
import { comparedOffers, viewComparison } from '@/lib/pricing/comparison';
import { enteredOfferSchema } from '@/lib/pricing/entered-schema';
import { MAX_QUERY_LENGTH, readComparison } from '@/lib/pricing/link';
import { ENTERED_LIMITS, FEE_KINDS } from '@/lib/pricing/offer';
import { encodeComparison, MAX_OFFERS, type Entered } from '@/lib/pricing/url';

// The page's client leaves (UrlForm) ask for the router, which only a
// running app has; rendering to a string runs no effect, so a stand-in does.
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: () => {}, replace: () => {}, refresh: () => {} }),
  usePathname: () => '/plans/compare',
  useSearchParams: () => new URLSearchParams(),
}));

const words = unlimitedWords();
const read = (q: string) => readComparison(q, words);

/** The markup of the comparison the page renders for a query, as /plans/compare builds it. */
function renderComparison(q: string): string {
  const { state, refused, unread } = read(q);
  const choices = compareChoices('en');
  const offers = comparedOffers(state, new Map(choices.map((c) => [c.slug, c])));
  const view = viewComparison(offers, state.exitMonth, 24);
  return renderToStaticMarkup(
    <LocaleProvider locale="en">
      <Comparison
        locale={'en'}
        path="/plans/compare"
        state={state}
        offers={view.offers}
        view={view}
        catalogue={choices}
        copy={getPage('compare', 'en').blocks}
        feeLabels={getPage('catalogue', 'en').blocks.fees}
        typeNames={getPage('catalogue', 'en').blocks.types}
        offerInput={refused[0] ? { ...refused[0], fromLink: true } : { values: {}, errors: {} }}
        linkLeftOut={unread > 0}
      />
    </LocaleProvider>,
  );
}

/** An entered offer with every amount, period and count at its form limit. */
const atLimits = (name: string, dataGb: number): Entered => ({
  name,
  monthly: ENTERED_LIMITS.fils,
  vatIncluded: false,
  contractMonths: ENTERED_LIMITS.months,
  fees: FEE_KINDS.map((kind) => ({ kind, amount: ENTERED_LIMITS.fils })),
  device: { monthly: ENTERED_LIMITS.fils, months: ENTERED_LIMITS.months },
  deviceCharges: [{ amount: ENTERED_LIMITS.fils }],
  promo: { monthly: ENTERED_LIMITS.fils, months: ENTERED_LIMITS.months },
  dataGb,
  localMinutes: ENTERED_LIMITS.minutes,
  internationalMinutes: ENTERED_LIMITS.minutes,
});

describe('a shared link is read by the form rules', () => {
  it('refuses the 10,000,000-month contract of the report, on the contract field', () => {
    const r = read('o=~A.2s.1.5yc1s');
    expect(r.state.picks).toEqual([]);
    expect(r.refused).toEqual([
      {
        values: { name: 'A', monthly: '1.00', vat: 'included', contract: '10000000' },
        errors: { contract: 'months' },
      },
    ]);
  });

  it('refuses device instalments over the form limit of months, on that field', () => {
    const r = read('o=~A.2s.1.c..2s_7ps');
    expect(r.state.picks).toEqual([]);
    expect(r.refused[0].errors).toEqual({ deviceMonths: 'months' });
    expect(r.refused[0].values.deviceMonths).toBe('10000');
  });

  it('refuses what only a link can say: a fee kind twice, two device charges', () => {
    expect(read('o=~A.2s.1.c.0a_0b').refused[0].errors).toEqual({ 'fee-activation': 'amount' });
    expect(read('o=~A.2s.1.c.......a_b').refused[0].errors).toEqual({ deviceCharges: 'amount' });
  });

  it('keeps an offer at the limits, and the one just past each is refused', () => {
    const at = atLimits('x'.repeat(ENTERED_LIMITS.nameLength), ENTERED_LIMITS.dataHundredths / 100);
    const q = (o: Entered) =>
      encodeComparison({ picks: [{ kind: 'entered', offer: o }], exitMonth: 0 });
    expect(read(q(at)).state.picks).toEqual([{ kind: 'entered', offer: at }]);
    const past: [Partial<Entered>, string][] = [
      [{ name: 'x'.repeat(ENTERED_LIMITS.nameLength + 1) }, 'name'],
      [{ monthly: ENTERED_LIMITS.fils + 1 }, 'monthly'],
      [{ contractMonths: ENTERED_LIMITS.months + 1 }, 'contract'],
      [{ device: { monthly: 1, months: ENTERED_LIMITS.months + 1 } }, 'deviceMonths'],
      [{ promo: { monthly: ENTERED_LIMITS.fils + 1, months: 1 } }, 'promoMonthly'],
      [{ dataGb: ENTERED_LIMITS.dataHundredths / 100 + 0.01 }, 'data'],
      [{ localMinutes: ENTERED_LIMITS.minutes + 1 }, 'localMinutes'],
      [{ internationalMinutes: ENTERED_LIMITS.minutes + 1 }, 'internationalMinutes'],
    ];
    for (const [change, field] of past) {
      const r = read(q({ ...at, ...change }));
      expect(r.state.picks, field).toEqual([]);
      expect(Object.keys(r.refused[0].errors), field).toEqual([field]);
    }
  });

  it('leaves out, and says so, what cannot be read: a fifth offer, a bad exit month, a query too long', () => {
    const four = Array.from({ length: 5 }, (_, i) => `o=plan-${i}`).join('&');
    expect(read(four).state.picks).toHaveLength(MAX_OFFERS);
    expect(read(four).unread).toBe(1);
    expect(read('o=a&m=61')).toMatchObject({ state: { exitMonth: 0 }, unread: 1 });
    expect(read('o=a&m=60')).toMatchObject({ state: { exitMonth: 60 }, unread: 0 });
    const long = `o=a&x=${'y'.repeat(MAX_QUERY_LENGTH)}`;
    expect(read(long)).toMatchObject({ state: { picks: [] }, unread: 1 });
  });

  it('renders a refused offer in the form, with its message, in the page language', () => {
    const html = renderComparison('o=~A.2s.1.5yc1s');
    expect(html).toContain(getPage('compare', 'en').blocks.form.errors.link);
    expect(html).toContain(getPage('compare', 'en').blocks.form.errors.months);
    expect(html).toMatch(/id="cmp-f-contract"[^>]*value="10000000"/);
    expect(html).toMatch(/id="cmp-f-contract"[^>]*aria-invalid="true"/);
    expect(renderComparison('o=~%ZZ')).toContain(
      getPage('compare', 'en').blocks.form.errors.unread,
    );
  });
});

// Link-shaped strings: `o=~` and fields of base-36 numbers of any size, separators, junk.
const field = fc.oneof(
  fc.constant(''),
  fc.constant('u'),
  fc.bigInt({ min: 0n, max: 2n ** 64n }).map((n) => n.toString(36)),
  fc.integer({ min: 0, max: 100 }).map((n) => n.toString(36)),
  fc.string({ maxLength: 6 }),
);
const fieldList = fc
  .array(
    fc.oneof(
      field,
      fc.array(field, { maxLength: 4 }).map((a) => a.join('_')),
    ),
    {
      maxLength: 12,
    },
  )
  .map((fs) => `~${fs.join('.')}`);
const linkLike = fc
  .array(
    fc.oneof(
      fieldList.map((v) => `o=${encodeURIComponent(v)}`),
      fieldList.map((v) => `o=${v}`),
      fc.string().map((v) => `o=${v}`),
      fc.string().map((v) => `m=${v}`),
      fc.integer().map((v) => `m=${v}`),
    ),
    { maxLength: 7 },
  )
  .map((parts) => parts.join('&'));
const anyQuery = fc.oneof(linkLike, fc.string(), fc.string({ unit: 'binary', maxLength: 300 }));

describe('any string fed to the decoder', () => {
  it('yields at most four offers, each within the form limits', () => {
    fc.assert(
      fc.property(anyQuery, (q) => {
        const { state } = read(q);
        expect(state.picks.length).toBeLessThanOrEqual(MAX_OFFERS);
        expect(state.exitMonth).toBeGreaterThanOrEqual(0);
        expect(state.exitMonth).toBeLessThanOrEqual(ENTERED_LIMITS.months);
        for (const p of state.picks)
          if (p.kind === 'entered')
            expect(enteredOfferSchema.safeParse(p.offer).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('renders a comparison under a fixed size', () => {
    // Four offers at every limit: the largest page a link can make.
    const max = atLimits('\u0628'.repeat(ENTERED_LIMITS.nameLength), 1);
    const biggest = encodeComparison({
      picks: Array.from({ length: MAX_OFFERS }, () => ({ kind: 'entered' as const, offer: max })),
      exitMonth: 0,
    });
    expect(biggest.length).toBeLessThan(MAX_QUERY_LENGTH);
    const LIMIT = 100_000; // the largest is about 69 KB
    expect(renderComparison(biggest).length).toBeLessThan(LIMIT);
    fc.assert(
      fc.property(anyQuery, (q) => {
        expect(renderComparison(q).length).toBeLessThan(LIMIT);
      }),
      { numRuns: 150 },
    );
  });
});
