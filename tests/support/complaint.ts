/**
 * The complaint-letter tests' shared parts: a letter's text to search, and a complaint as its
 * schema returns it, checked, for a test to change a field or two of.
 */
import type { ComplaintInput } from '@/lib/complain/schema';

/** A letter's text without its isolating marks, to search it. */
export const strip = (t: string) => t.replace(/[\u2066-\u2069\u200f]/g, '');

/** A checked complaint to e& about a line, written on 26 November 2026, `over` changed. */
export const complaintInput = (over: Partial<ComplaintInput> = {}): ComplaintInput => ({
  name: 'Mariam Test',
  account: '0501234567',
  operator: 'eand',
  date: '2026-10-02',
  description: 'It happened on my line.',
  writtenOn: '2026-11-26',
  replyBy: '2026-12-10',
  letterLocale: 'en',
  ...over,
});
