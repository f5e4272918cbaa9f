/**
 * The Arabic editor's wording in the complaint letters (round 3, items 11 and 12): a date before
 * a rule's first day is refused with «فإن كان الرسم قبل هذا التاريخ، فليس لدى هذا الخطاب قاعدة
 * يستشهد بها» (the date field is the charge's; for the prepaid problem, the deduction's), not «فلا
 * يستند هذا الخطاب إلى قاعدة لتاريخ يسبقه»; and a device charge above what was due is a billing
 * error that «يخالف عقدي», not one «بموجب العقد» (which reads as authorised by the contract).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mdxFiles, readMdx } from '../content-on-disk';

const complaints = mdxFiles('content/ar/complaints').map((f) => ({
  slug: path.basename(f, '.mdx'),
  data: readMdx(f).data as { beforeRule?: string; device?: { rule: string } },
}));

describe('the Arabic complaint problems', () => {
  it('say what a date before the rule means for the charge, not «لتاريخ يسبقه»', () => {
    const before = complaints.filter((c) => c.data.beforeRule);
    expect(before.map((c) => c.slug)).toEqual([
      'data-beyond-bundle',
      'network-repair-fee',
      'prepaid-pay-per-use-data',
      'subscription-without-otp',
    ]);
    for (const { slug, data } of before) {
      expect(data.beforeRule).not.toContain('لتاريخ يسبقه');
      expect(data.beforeRule).toMatch(
        slug === 'prepaid-pay-per-use-data'
          ? /: فإن كان اقتطاع الرصيد قبل هذا التاريخ، فليس لدى هذا الخطاب قاعدة يستشهد بها\.$/
          : /: فإن كان الرسم قبل هذا التاريخ، فليس لدى هذا الخطاب قاعدة يستشهد بها\.$/,
      );
    }
  });

  it('call a device charge above what was due a billing error against the contract', () => {
    const rule = complaints.find((c) => c.slug === 'early-termination-fee')!.data.device!.rule;
    expect(rule).toMatch(/خطأ في الفوترة يخالف عقدي\.$/);
    expect(rule).not.toContain('بموجب العقد');
  });
});
