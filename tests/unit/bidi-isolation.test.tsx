/**
 * Latin runs inside Arabic text: found (lib/i18n/bidi/latin-runs.ts), isolated in MDX bodies
 * (lib/i18n/bidi/rehype-isolate-latin.ts) and in texts the components show (components/ui/bidi-text.tsx),
 * and the content check's rule for the runs nothing can isolate (lib/i18n/bidi/check.ts).
 */
import bidiFactory from 'bidi-js';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { bidiText } from '@/components/ui/bidi-text';
import { SourcesList } from '@/components/content/sources-list';
import type { Locale } from '@/lib/i18n/format';
import { bodyBidiProblems, fieldBidiProblems, riskyRuns } from '@/lib/i18n/bidi/check';
import { isolateLatinText, latinRuns, LRI, PDI } from '@/lib/i18n/bidi/latin-runs';
import { isolateRiskyText } from '@/lib/i18n/bidi/risky';
import { rehypeIsolateLatin } from '@/lib/i18n/bidi/rehype-isolate-latin';

const bidi = bidiFactory();
/** What a reader sees, left to right, of a text laid out in a right-to-left paragraph. */
const visual = (text: string) => {
  const levels = bidi.getEmbeddingLevels(text, 'rtl');
  return [...bidi.getReorderedString(text, levels)]
    .filter((c) => !/[\u2066-\u2069]/.test(c))
    .join('');
};
const runs = (text: string) => latinRuns(text).map((r) => text.slice(r.start, r.end));

describe('Latin runs in Arabic text', () => {
  it('finds brand names, URLs, 5G and plan names, leaving brackets and punctuation outside', () => {
    expect(runs('إي آند (e&) ودو (du).')).toEqual(['e&', 'du']);
    expect(runs('أدخل عنوانًا يبدأ بـ https://، أو اتركه')).toEqual(['https://']);
    expect(runs('باقة eLife Ultra Starter من إي آند')).toEqual(['eLife Ultra Starter']);
    expect(runs('باقتا Control Plan 80 وControl Plan 135 من دو')).toEqual([
      'Control Plan 80',
      'Control Plan 135',
    ]);
    expect(runs('الجيل الخامس (5G)، وموقع لـClearSignal.')).toEqual(['5G', 'ClearSignal']);
    expect(runs('عرض e& TV وdu & e& معًا')).toEqual(['e& TV', 'du & e&']);
    expect(runs('24 شهرًا بلا أحرف لاتينية')).toEqual([]);
  });

  it('shows "e&" and "https://" as written once isolated, and not before', () => {
    const eand = 'إي آند (e&) هنا';
    expect(visual(eand)).not.toContain('e&');
    expect(visual(isolateLatinText(eand))).toContain('(e&)');
    const url = 'يبدأ بـ https://، أو';
    expect(visual(url)).not.toContain('https://');
    expect(visual(isolateLatinText(url))).toContain('https://');
    expect(isolateLatinText(url)).toBe(`يبدأ بـ ${LRI}https://${PDI}، أو`);
  });

  it('isolates only the runs that need it where marks are the only way (a page title)', () => {
    expect(isolateRiskyText('باقات إي آند (e&) على ClearSignal')).toBe(
      `باقات إي آند (${LRI}e&${PDI}) على ClearSignal`,
    );
    expect(isolateRiskyText('الجيل الخامس (5G) على ClearSignal')).toBe(
      'الجيل الخامس (5G) على ClearSignal',
    );
  });

  it('leaves texts without Arabic alone', () => {
    expect(isolateLatinText('e& (formerly Etisalat) https://x.ae')).toBe(
      'e& (formerly Etisalat) https://x.ae',
    );
    expect(bidiText('e& and du')).toBe('e& and du');
  });

  it('puts each run of a component’s text in a <bdi>', () => {
    expect(renderToStaticMarkup(<p>{bidiText('إي آند (e&) ودو')}</p>)).toBe(
      '<p>إي آند (<bdi>e&amp;</bdi>) ودو</p>',
    );
  });
});

describe('sources in the other language', () => {
  const list = (locale: Locale) =>
    renderToStaticMarkup(
      <SourcesList
        locale={locale}
        id="s"
        heading="المصادر"
        accessedLabel="تاريخ الاطلاع:"
        otherLanguage="(بالإنجليزية)"
        sources={[
          {
            title: 'Consumer Affairs',
            url: 'https://tdra.gov.ae/en/x',
            publisher: 'TDRA',
            accessed: '2026-11-23',
          },
        ]}
      />,
    );

  it('says an English source is in English on an Arabic page, and not on an English one', () => {
    expect(list('ar')).toContain('<bdi lang="en"><a href="https://tdra.gov.ae/en/x" hrefLang="en"');
    expect(list('ar')).toContain('</bdi> (بالإنجليزية).');
    expect(list('en')).not.toContain('بالإنجليزية');
    expect(list('en')).not.toContain('lang="en"');
  });
});

describe('the MDX transform', () => {
  const render = async (markdown: string, sourceFilePath: string) => {
    const file = new VFile({ value: markdown, data: { rawDocumentData: { sourceFilePath } } });
    const out = await unified()
      .use(remarkParse)
      .use(remarkRehype)
      .use(rehypeIsolateLatin)
      .use(rehypeStringify)
      .process(file);
    return String(out);
  };

  it('isolates every Latin run of an Arabic document, in links and emphasis too', async () => {
    expect(
      await render(
        'تنقل **إي آند (e&)** رقمك عبر [موقع du](https://du.ae) و`e&` يبقى رمزًا.',
        'ar/guides/number-portability.mdx',
      ),
    ).toBe(
      '<p>تنقل <strong>إي آند (<bdi>e&#x26;</bdi>)</strong> رقمك عبر <a href="https://du.ae">موقع <bdi>du</bdi></a> و<code>e&#x26;</code> يبقى رمزًا.</p>',
    );
  });

  it('leaves English documents as they are', async () => {
    expect(await render('Move your number from e& to du.', 'guides/number-portability.mdx')).toBe(
      '<p>Move your number from e&#x26; to du.</p>',
    );
  });
});

describe('the content check for runs that cannot be isolated', () => {
  it('knows which runs display wrongly in an Arabic paragraph', () => {
    const text = 'إي آند (e&) عبر Wi-Fi والجيل الخامس (5G)';
    expect(riskyRuns(text).map((r) => text.slice(r.start, r.end))).toEqual(['e&']);
  });

  it('fails on such a run in a field no component isolates, not in one that is', () => {
    expect(
      fieldBidiProblems({
        brief: 'من إي آند (e&)',
        title: 'باقات إي آند (e&)',
        images: [{ alt: 'شعار إي آند (e&)' }],
      }),
    ).toEqual([
      expect.stringMatching(/^title: "e&" would display in the wrong order/),
      expect.stringMatching(/^images\[0\]\.alt: "e&" would display in the wrong order/),
    ]);
  });

  it('fails on a run cut by markup, in an alt text or in a component attribute', () => {
    expect(bodyBidiProblems('تنقل إي آند (e&) الرقم.')).toEqual([]);
    expect(bodyBidiProblems('تنقل إي آند (**e**&) الرقم.')).toEqual([
      expect.stringMatching(/"e&" is cut by markup/),
    ]);
    expect(bodyBidiProblems('![شعار إي آند (e&) هنا](/images/x.svg)')).toEqual([
      expect.stringMatching(/in an image's alt text/),
    ]);
    expect(bodyBidiProblems('<Cta label="باقات إي آند (e&) هنا" />')).toEqual([
      expect.stringMatching(/in the attribute label/),
    ]);
  });
});
