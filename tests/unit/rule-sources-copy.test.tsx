/**
 * The comparison's rule sources are listed in the page's language (issue 51, readers' finding 5):
 * lib/pricing/rules.ts keeps where and when (URL, date) by id; each source's publisher and title
 * are copy, in content/pages/compare.mdx and its translation, one for every id and no other.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RuleSection } from '@/components/compare/rule-section';
import { getPage } from '@/lib/content';
import { DEVICE_CHARGES, EARLY_TERMINATION } from '@/lib/pricing/rules';

const ids = [...EARLY_TERMINATION.sources, ...DEVICE_CHARGES.sources].map((s) => s.id);

describe.each(['en', 'ar'] as const)('the rule sources of /plans/compare in %s', (locale) => {
  const blocks = getPage('compare', locale).blocks;
  const method = getPage('catalogue', locale).blocks.method;

  it('have a publisher and a title in the content for every source id, and for no other', () => {
    expect(Object.keys(blocks.rule.sources).sort()).toEqual([...ids].sort());
  });

  it('are listed with the content’s publisher and title, in the page’s language', () => {
    const html = renderToStaticMarkup(
      <RuleSection block={blocks.rule} method={method} period={24} locale={locale} />,
    );
    const text = html
      .replace(/[\u2066-\u2069]/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    for (const id of ids) {
      const { title } = blocks.rule.sources[id];
      // The site's own description of the source, in parentheses, is in the page's language.
      const described = title.match(/\(([^()]*)\)\s*$/)?.[1] ?? '';
      if (locale === 'ar') expect(described, id).toMatch(/[\u0600-\u06ff]/);
      expect(text).toContain(described);
    }
    if (locale === 'ar') {
      expect(html).not.toContain('blog post quoting');
      expect(html).not.toContain('no proration rule');
      expect(html).not.toContain('reporting Emirates Today');
    }
  });
});
