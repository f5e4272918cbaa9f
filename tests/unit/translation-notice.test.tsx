/**
 * The out-of-date notice: on a translated page whose translation was made from an earlier
 * revision of its English file, a note with a link to the English page; nothing otherwise,
 * and never on English pages.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({ locale: 'ar' as 'en' | 'ar', stale: new Set<string>() }));
vi.mock('@/lib/content', () => ({
  getUiCopy: () => ({
    translation: { behind: 'قد تكون متأخرة.', readOriginal: 'اقرأ الإنجليزية' },
  }),
  isTranslationStale: (path: string) => state.stale.has(path),
}));
vi.mock('@/lib/format', async (original) => ({
  ...(await original<typeof import('@/lib/format')>()),
  currentLocale: () => state.locale,
}));

const { TranslationNotice } = await import('@/components/translation-notice');
const render = () =>
  renderToStaticMarkup(<TranslationNotice source="guides/x.mdx" path="/guides/x" />);

describe('the out-of-date translation notice', () => {
  beforeEach(() => {
    state.locale = 'ar';
    state.stale = new Set();
  });

  it('says so on a stale translation, linking to the English page', () => {
    state.stale.add('guides/x.mdx');
    const html = render();
    expect(html).toContain('role="note"');
    expect(html).toContain('قد تكون متأخرة.');
    expect(html).toMatch(/<a href="\/guides\/x" hrefLang="en"[^>]*>اقرأ الإنجليزية<\/a>/);
  });

  it('is absent when the translation is up to date, and on English pages', () => {
    expect(render()).toBe('');
    state.stale.add('guides/x.mdx');
    state.locale = 'en';
    expect(render()).toBe('');
  });
});
