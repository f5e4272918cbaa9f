import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { countWords, extractToc, readingMinutes, remarkHeadingId } from '@/lib/mdx/headings';

const body = `Intro paragraph.

## What is **5G**?

Text.

### SA vs NSA

## What is 5G?

## Agreement Acceptance [#agreement]

## Fees & \`VAT\` [link](/x)

\`\`\`
## not a heading
\`\`\`

#### Deep heading is not in the TOC
`;

/** The ids rehype-slug actually renders, to prove the TOC matches them. */
async function renderedIds(md: string): Promise<string[]> {
  const html = String(
    await unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkHeadingId)
      .use(remarkRehype)
      .use(rehypeSlug)
      .use(rehypeStringify)
      .process(md),
  );
  return [...html.matchAll(/<h[23] id="([^"]+)"/g)].map((m) => m[1]);
}

describe('table of contents', () => {
  it('lists ## and ### headings with plain text, depth and ids', () => {
    expect(extractToc(body)).toEqual([
      { depth: 2, text: 'What is 5G?', id: 'what-is-5g' },
      { depth: 3, text: 'SA vs NSA', id: 'sa-vs-nsa' },
      { depth: 2, text: 'What is 5G?', id: 'what-is-5g-1' },
      { depth: 2, text: 'Agreement Acceptance', id: 'agreement' },
      { depth: 2, text: 'Fees & VAT link', id: 'fees--vat-link' },
    ]);
  });

  it('gives exactly the ids rehype-slug puts on the rendered headings', async () => {
    expect(extractToc(body).map((e) => e.id)).toEqual(await renderedIds(body));
  });
});

describe('reading time', () => {
  it('counts prose words, not code or link targets', () => {
    expect(countWords('One two [three](/four-five) `six`.\n\n```\nnot counted here\n```')).toBe(4);
  });

  it('is the word count over 200 words a minute, rounded up, at least 1', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(readingMinutes('', 'en')).toBe(1);
    expect(readingMinutes(words(200), 'en')).toBe(1);
    expect(readingMinutes(words(201), 'en')).toBe(2);
    expect(readingMinutes(words(1400), 'en')).toBe(7);
  });

  it('reads Arabic at 121 words a minute (the same text takes fewer, longer words)', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'كلمة').join(' ');
    expect(readingMinutes(words(121), 'ar')).toBe(1);
    expect(readingMinutes(words(122), 'ar')).toBe(2);
    expect(readingMinutes(words(1400), 'ar')).toBe(12);
  });
});
