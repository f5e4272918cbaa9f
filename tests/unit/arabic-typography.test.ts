/** The content check's Arabic typography (lib/content/arabic-typography.ts). */
import { describe, expect, it } from 'vitest';
import {
  bodyTypographyProblems,
  fieldTypographyProblems,
  typographyIssues,
} from '@/lib/content/arabic-typography';

describe('Arabic typography', () => {
  it('passes the house style', () => {
    expect(
      typographyIssues(
        'تقدّم إي آند (e&)، المعروفة سابقًا باسم اتصالات، تاريخ «آخر تحديث» لـClearSignal.',
      ),
    ).toEqual([]);
  });

  it('fails on "…" quotes, side-by-side parentheses and a detached prefix', () => {
    expect(typographyIssues('تاريخ "آخر تحديث"')).toEqual([
      expect.stringMatching(/^quotes with "…"/),
    ]);
    expect(typographyIssues('إي آند (e&) (اتصالات سابقًا)')).toEqual([
      expect.stringMatching(/^puts two parentheses side by side/),
    ]);
    expect(typographyIssues('الأسئلة المتعلقة بـ ClearSignal')).toEqual([
      expect.stringMatching(/^separates a prefix from its word \(بـ ClearSignal\)/),
    ]);
  });

  it('leaves English alone, and a field’s or a component’s own quotes', () => {
    expect(typographyIssues('"Don\'t Call Again!" (2024) (UAE)')).toEqual([]);
    expect(
      fieldTypographyProblems({ sources: [{ title: '"Quoted"' }], q: 'سؤال «مقتبس»' }),
    ).toEqual([]);
    expect(bodyTypographyProblems('<Retention zero="{count} شهر" /> نص «مقتبس».')).toEqual([]);
    expect(bodyTypographyProblems('يقول "نص" هنا.')).toEqual([
      expect.stringMatching(/^body: quotes with "…"/),
    ]);
    expect(fieldTypographyProblems({ keyPoints: ['يقول "نص"'] })).toEqual([
      expect.stringMatching(/^keyPoints\[0\]: quotes with "…"/),
    ]);
  });
});
