/**
 * A draft complaint problem is marked as guides are (issue 51, readers' finding 6): where drafts
 * are shown (`npm run dev`, a preview build) the /complain picker labels it Draft, and the chosen
 * problem has the Draft banner; a published one has neither. A production build hands out no
 * draft at all (lib/content/load.ts `withoutDrafts`, as for guides).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChosenProblem, ProblemPicker } from '@/components/complain/problem-picker';
import { LocaleProvider } from '@/components/ui/locale-context';
import { getComplaintProblems, getPage, getUiCopy } from '@/lib/content';
import { withoutDrafts } from '@/lib/content/load';

describe.each(['en', 'ar'] as const)('a draft complaint problem in %s', (locale) => {
  const [first, second] = getComplaintProblems(locale);
  const draft = { ...second, draft: true };
  const copy = getPage('complain', locale).blocks.picker;
  const label = getUiCopy(locale).draft.label;

  it('is labelled Draft in the picker, inside its radio button’s label, and only it', () => {
    const html = renderToStaticMarkup(
      <ProblemPicker problems={[first, draft]} copy={copy} locale={locale} />,
    );
    expect(html.match(/data-draft-label/g)).toHaveLength(1);
    const labelOf = (slug: string) =>
      html.match(new RegExp(`<label for="problem-${slug}"[^>]*>([\\s\\S]*?)</label>`))![1];
    expect(labelOf(draft.slug)).toContain(`>${label}</strong>`);
    expect(labelOf(first.slug)).not.toContain(label);
  });

  it('has the Draft banner once chosen; a published problem has none', () => {
    const chosen = (problem: typeof first) =>
      renderToStaticMarkup(
        <LocaleProvider locale={locale}>
          <ChosenProblem problem={problem} copy={copy} locale={locale} />
        </LocaleProvider>,
      );
    const shown = chosen(draft);
    expect(shown).toMatch(/^<div role="note" data-draft-banner/);
    expect(shown).toContain(getUiCopy(locale).draft.text);
    const published = chosen({ ...first, draft: false });
    expect(published).not.toContain('data-draft-banner');
  });

  it('is never handed out where drafts are not shown (a production build)', () => {
    expect(withoutDrafts([first, draft], false).map((p) => p.slug)).toEqual([first.slug]);
  });
});
