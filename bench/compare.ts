/**
 * Time to compute a four-offer comparison (what /plans/compare does on every change):
 * decode the URL, cost four offers over 24 months with fees, device, device charges due on
 * early exit and promo, exit cost,
 * cheapest. Prints the median and p95 of many runs.
 *
 *   npm run bench:compare
 */
import { compareOffers, decodeComparison, encodeComparison, type Offer } from '../lib/pricing';

const offers: Offer[] = [
  {
    id: 'a',
    name: 'A',
    monthly: 42900,
    vatIncluded: false,
    contractMonths: 24,
    fees: [{ kind: 'installation', amount: 20000 }],
    deviceCharges: [{ amount: 48000 }, { amount: 24000 }, { amount: 12000 }],
    dataGb: null,
  },
  { id: 'b', name: 'B', monthly: 8000, vatIncluded: true, contractMonths: 0, fees: [], dataGb: 3 },
  {
    id: 'c',
    name: 'C',
    monthly: 19900,
    vatIncluded: false,
    contractMonths: 24,
    fees: [
      { kind: 'activation', amount: 12550 },
      { kind: 'sim', amount: 2500 },
    ],
    device: { monthly: 15000, months: 24 },
    promo: { monthly: 9900, months: 3 },
    dataGb: 20,
  },
  {
    id: 'd',
    name: 'D',
    monthly: 13500,
    vatIncluded: true,
    contractMonths: 12,
    fees: [],
    dataGb: 'unlimited',
  },
];
const query = encodeComparison({
  picks: offers.map((o) => {
    const offer: Partial<Offer> = { ...o };
    delete offer.id;
    return { kind: 'entered' as const, offer: offer as Omit<Offer, 'id'> };
  }),
  exitMonth: 6,
});

function once() {
  const state = decodeComparison(query);
  const list = state.picks.map((p, i) => ({
    ...(p.kind === 'entered' ? p.offer : offers[0]),
    id: String(i),
  }));
  return compareOffers(list, state.exitMonth, 24);
}

for (let i = 0; i < 2000; i++) once(); // warm up
const times: number[] = [];
for (let i = 0; i < 20000; i++) {
  const t = performance.now();
  once();
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
console.log(`four-offer comparison (decode URL + cost + exit + cheapest), ${times.length} runs:`);
console.log(
  `  median ${us(times[times.length >> 1])}, p95 ${us(times[Math.floor(times.length * 0.95)])}, max ${us(times.at(-1)!)}`,
);
console.log(`  query string: ${query.length} characters`);
