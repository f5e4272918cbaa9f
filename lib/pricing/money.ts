/** Money as integer fils (1 AED = 100 fils): never floats. */
import { VAT } from './rules';

export type Fils = number;

export function assertFils(n: number, what = 'amount'): Fils {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative whole number of fils, got ${n}`);
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

/** "AED 12.30" from 1230 fils (display only). */
export function formatAed(fils: Fils): string {
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(fils);
  const dirhams = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}AED ${dirhams}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses "99", "99.5" or "1,234.50" (AED) to fils; null when it is not an amount. */
export function parseAed(text: string): Fils | null {
  const t = text.trim().replace(/,/g, '');
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
