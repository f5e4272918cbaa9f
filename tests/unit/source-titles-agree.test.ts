/**
 * A cited article keeps its own title where the site cites it (issue 51, the consumer-affairs
 * editor's third reading): the roaming guide credited the Communications MEA article as "…in UAE
 * (prepaid lines)", a title it does not have, while the complaint page gave it right. The roaming
 * guide's sources that a complaint problem cites too carry the complaint's title, both languages.
 */
import { describe, expect, it } from 'vitest';
import { getComplaintProblems, getGuides } from '@/lib/content';
import { LOCALES } from '@/lib/i18n/format';

describe.each(LOCALES)('the roaming guide credits in %s', (locale) => {
  it('give an article the complaint pages cite by the title they give it', () => {
    const guide = getGuides(locale).find((g) => g.slug === 'roaming-without-bill-shock')!;
    const complaintTitle = new Map(
      getComplaintProblems(locale).flatMap((p) => p.sources.map((s) => [s.url, s.title] as const)),
    );
    const shared = (guide.sources ?? []).filter((s) => complaintTitle.has(s.url));
    expect(shared.map((s) => s.publisher)).toContain('Communications MEA');
    for (const s of shared) expect(s.title, s.url).toBe(complaintTitle.get(s.url));
  });
});
