/** Money as integer fils (1 AED = 100 fils): never floats. Formatting and parsing: lib/i18n/format.ts. */
import { formatAed, parseAed } from '../i18n/format';
import { VAT } from './rules';

export { formatAed, parseAed };

export type Fils = number;

export function assertFils(n: number, what = 'amount'): Fils {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`${what} must be a non-negative whole number of fils, got ${n}`);
  return n;
}

/** VAT on a net amount, rounded to the nearest fils (half up), as UAE tax invoices show it. */
export function vatOn(net: Fils): Fils {
  assertFils(net);
  return Math.floor((net * VAT.ratePercent + 50) / 100);
}

/** The amount a customer pays: a price "incl. VAT" is taken as is, never taxed again. */
export function gross(amount: Fils, vatIncluded: boolean): Fils {
  return vatIncluded ? assertFils(amount) : amount + vatOn(amount);
}
