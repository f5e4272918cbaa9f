/**
 * What every English guide page owes in its served HTML, read as a crawler reads it (no script
 * run): the title, the reading time, the breadcrumb trail, the key points, the sources (each a
 * link with its publisher and date, in the one date style of lib/i18n/format.ts), the two images,
 * the related guides, the Article and BreadcrumbList JSON-LD, and a table of contents whose every
 * link names a heading of the article. `npm run test:html` runs it over each guide's built page;
 * the e2e suite keeps what only a browser shows (a TOC click lands under the sticky header).
 */
import { formatDate } from '../lib/i18n/format';
import { readMdx, type Source } from '../tests/content-on-disk';
import { readHtml } from './page-head';

const SITE = 'http://localhost:3000';
const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? '';

/** What is wrong with `html` as the page of the English guide `slug`; empty when nothing. */
export function guidePageProblems(html: string, slug: string): string[] {
  return readHtml(html, (doc) => check(doc, slug));
}

function check(doc: Document, slug: string): string[] {
  const problems: string[] = [];
  const expectThat = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  const { data } = readMdx(`content/guides/${slug}.mdx`);

  const title = text(doc.querySelector('h1'));
  expectThat(title !== '', 'no h1');
  expectThat(
    doc.title === `${title} | ClearSignal - UAE Telecom Guide`,
    `title "${doc.title}" is not "${title} | ClearSignal - UAE Telecom Guide"`,
  );
  const ogType = doc.head.querySelector('meta[property="og:type"]')?.getAttribute('content');
  expectThat(ogType === 'article', `og:type "${ogType}", not "article"`);
  const headerTexts = [...doc.querySelectorAll('header *')].map((el) => text(el));
  expectThat(
    headerTexts.some((t) => /^\d+ min read$/.test(t)),
    'no "N min read" in the header',
  );
  const published = formatDate(data.publishedAt as string | Date, 'en');
  const firstTime = text(doc.querySelector('header time'));
  expectThat(firstTime === published, `header date "${firstTime}", not "${published}"`);

  const crumbs = doc.querySelector('nav[aria-label="Breadcrumb"]');
  const trail = [...(crumbs?.querySelectorAll('li') ?? [])].map((li) => text(li));
  expectThat(
    JSON.stringify(trail) === JSON.stringify(['Home›', 'Guides›', title]),
    `breadcrumbs ${JSON.stringify(trail)}`,
  );
  const guidesCrumb = [...(crumbs?.querySelectorAll('a') ?? [])].find((a) => text(a) === 'Guides');
  expectThat(guidesCrumb?.getAttribute('href') === '/guides', 'the Guides crumb is not /guides');

  const h2s = [...doc.querySelectorAll('h2')].map((h) => text(h));
  for (const name of ['Key Points', 'Sources']) expectThat(h2s.includes(name), `no h2 "${name}"`);

  // Every guide lists its sources (at least two), each a link with its publisher and date.
  const sources = data.sources as Source[];
  expectThat(sources.length >= 2, `${sources.length} sources, not 2 or more`);
  const items = [...doc.querySelectorAll('section[aria-labelledby="sources-heading"] li')];
  const hrefs = items.map((li) => li.querySelector('a')?.getAttribute('href'));
  expectThat(
    JSON.stringify(hrefs) === JSON.stringify(sources.map((s) => s.url)),
    `source links ${JSON.stringify(hrefs)}`,
  );
  for (const [i, s] of sources.entries()) {
    expectThat(text(items[i]).includes(s.publisher), `source ${i + 1} lacks "${s.publisher}"`);
    const date = formatDate(s.accessed as string | Date, 'en');
    expectThat(
      text(items[i]?.querySelector('time')) === date,
      `source ${i + 1}'s date is not ${date}`,
    );
  }

  const images = doc.querySelectorAll('main img').length;
  expectThat(images === 2, `${images} images in main, not 2`);
  for (const a of doc.querySelectorAll('section[aria-labelledby="related-heading"] li a')) {
    const href = a.getAttribute('href') ?? '';
    expectThat(/^\/guides\/[a-z0-9-]+$/.test(href), `related link "${href}" is not a guide`);
  }

  const blocks: Record<string, unknown>[] = [];
  for (const s of doc.querySelectorAll('script[type="application/ld+json"]'))
    blocks.push(JSON.parse(s.textContent ?? '{}'));
  const article = blocks.find((b) => b['@type'] === 'Article');
  expectThat(article?.headline === title, `Article headline "${String(article?.headline)}"`);
  expectThat(article?.url === `${SITE}/guides/${slug}`, `Article url "${String(article?.url)}"`);
  const list = blocks.find((b) => b['@type'] === 'BreadcrumbList') as
    { itemListElement?: { name: string }[] } | undefined;
  const names = list?.itemListElement?.map((i) => i.name) ?? [];
  expectThat(
    JSON.stringify(names) === JSON.stringify(['Home', 'Guides', title]),
    `BreadcrumbList ${JSON.stringify(names)}`,
  );

  // Every TOC link points at one heading (h2 or h3) of the article with that id and its text.
  const tocNav = doc.querySelector('nav[aria-labelledby="guide-toc-heading"]');
  const tocName = text(doc.getElementById('guide-toc-heading'));
  expectThat(tocName === 'On this page', `the table of contents is named "${tocName}"`);
  const toc = [...(tocNav?.querySelectorAll('a') ?? [])];
  expectThat(toc.length >= 4, `${toc.length} table-of-contents links, not 4 or more`);
  for (const a of toc) {
    const id = (a.getAttribute('href') ?? '').slice(1);
    const found = [...doc.querySelectorAll('article [id]')].filter((el) => el.id === id);
    const link = text(a);
    expectThat(found.length === 1, `TOC "${link}": ${found.length} targets, not one`);
    expectThat(/^H[23]$/.test(found[0]?.tagName ?? ''), `TOC "${link}" does not name a heading`);
    expectThat(text(found[0]) === link, `TOC "${link}" names "${text(found[0])}"`);
  }
  return problems;
}
