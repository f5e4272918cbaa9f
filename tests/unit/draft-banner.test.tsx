/**
 * The Draft banner (issue 52): on a draft's page, a note whose visible label and text are the
 * content's, in the page's language; nothing on a published page.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DraftBanner } from '@/components/content/draft-banner';
import { getUiCopy } from '@/lib/content';

describe('the Draft banner', () => {
  it("shows the content's label and text, as a note, in each language", () => {
    for (const locale of ['en', 'ar'] as const) {
      const html = renderToStaticMarkup(<DraftBanner draft locale={locale} />);
      const copy = getUiCopy(locale).draft;
      expect(html).toMatch(/^<div role="note"/);
      expect(html).toContain(`>${copy.label}</strong>`);
      expect(html).toContain(copy.text);
    }
    expect(getUiCopy('en').draft.label).toBe('Draft');
    expect(getUiCopy('ar').draft.label).toBe('مسودة');
  });

  it('shows nothing on a published page', () => {
    expect(renderToStaticMarkup(<DraftBanner draft={false} locale="en" />)).toBe('');
  });
});
