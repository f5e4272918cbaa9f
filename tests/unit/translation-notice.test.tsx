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
  isTranslationStale: (path: string) => isStaleIn(state.stale, path),
}));

const { TranslationNotice } = await import('@/components/content/translation-notice');
const { isStaleIn } = await import('@/lib/content/load');
const render = () =>
  renderToStaticMarkup(
    <TranslationNotice locale={state.locale} source="guides/x.mdx" path="/guides/x" />,
  );

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

  it('on a page made of several documents, shows when any one of them is behind, a folder naming all of its own', () => {
    const home = () =>
      renderToStaticMarkup(
        <TranslationNotice locale={state.locale} source={['pages/home.mdx', 'faq/']} path="/" />,
      );
    expect(home()).toBe('');
    state.stale.add('faq/roaming.mdx');
    expect(home()).toContain('<a href="/" hrefLang="en"');
    state.stale = new Set(['pages/home.mdx']);
    expect(home()).toContain('role="note"');
    // A folder is a prefix of paths, not of names: faq-old/ is not faq/.
    state.stale = new Set(['faq-old/x.mdx', 'pages/home.mdx.bak']);
    expect(home()).toBe('');
  });
});
