/**
 * What the home page shows, read in its visit of the route sweep (e2e/routes-sweep.spec.ts, at
 * 1280 px): the spec's blocks with their counts and links, local images, the FAQ's JSON-LD. Its
 * help section and newsletter form at work: e2e/home.spec.ts.
 */
import type { Page } from '@playwright/test';
import { computeStats, statValue } from '../lib/content/stats';
import { guidesOnDisk, pageBlocks, statsInputOnDisk } from '../tests/content-on-disk';
import { expect } from './fixtures';

/** The hero's calls to action lead to plans and guides. */
export async function expectHeroLinks(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Discover Plans' })).toHaveAttribute(
    'href',
    '/plans',
  );
  await expect(page.getByRole('link', { name: 'Browse Guides' })).toHaveAttribute(
    'href',
    '/guides',
  );
}

/** Every block of the spec, with its counts and links. */
export async function expectHomeBlocks(page: Page) {
  const section = (name: string | RegExp) =>
    page
      .getByRole('region', { name })
      .or(page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name }) }));
  await expect(section(/Why Choose/).getByRole('listitem')).toHaveCount(6);

  const services = page.locator('section[aria-labelledby="services-heading"] li a');
  expect(await services.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/plans#mobile',
    '/plans#internet',
    '/plans#tv',
    '/plans#family',
  ]);

  const steps = page.locator('section[aria-labelledby="process-heading"] ol > li');
  await expect(steps).toHaveCount(5);
  await expect(steps.locator('h3')).toHaveText([
    'Research',
    'Analyze',
    'Review',
    'Update',
    'Guide',
  ]);
  const learnMore = page
    .locator('section[aria-labelledby="process-heading"]')
    .getByRole('link', { name: /^Learn More/ });
  expect(await learnMore.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/about',
    '/guides',
    '/contact',
  ]);

  // Featured cards are the guides marked `featured:` in their frontmatter, in their order,
  // with the guides' own titles, each linking to its own page.
  const featured = guidesOnDisk()
    .filter((g) => g.featured)
    .sort((a, b) => a.featuredOrder! - b.featuredOrder!);
  const cards = page.locator('section[aria-labelledby="featured-heading"] li');
  await expect(cards).toHaveCount(featured.length);
  await expect(cards.locator('h3')).toHaveText(featured.map((g) => g.title));
  // Each card shows its guide's topic (frontmatter `topic:`), labelled with the spec's words.
  const topicLabels = pageBlocks('home').featuredGuides.topics as Record<string, string>;
  expect(Object.values(topicLabels)).toEqual([
    'Mobile Plans',
    'Internet',
    'Comparison',
    'Technical',
    'Entertainment',
    'Family',
    'Travel',
    'Business',
  ]);
  await expect(cards.getByTestId('guide-topic')).toHaveText(
    featured.map((g) => topicLabels[g.topic]),
  );
  // The spec's eight cards carry its eight topics, each once (issue 27, section 5).
  expect(new Set(featured.map((g) => g.topic))).toEqual(new Set(Object.keys(topicLabels)));
  expect(featured).toHaveLength(Object.keys(topicLabels).length);
  const readMore = cards.getByRole('link', { name: /^Read More/ });
  expect(await readMore.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    featured.map((g) => `/guides/${g.slug}`),
  );

  // The stat band shows figures computed from the content, never typed-in claims.
  const stats = computeStats(statsInputOnDisk());
  const items = pageBlocks('home').stats.items as { stat: Parameters<typeof statValue>[1] }[];
  await expect(page.locator('section[aria-labelledby="stats-heading"] dd')).toHaveText(
    items.map((i) => statValue(stats, i.stat, 'en')),
  );
  await expect(page.locator('main')).not.toContainText(/600\+|1\.5M\+|Real-time/);
  await expect(page.locator('#hero-heading + p')).not.toContainText('2019');
  await expect(page.locator('section[aria-labelledby="pillars-heading"] li')).toHaveCount(3);
  const closing = page.locator('section[aria-labelledby="closing-heading"] a');
  // The spec's closing calls to action (/plans, /contact), with the offer comparison between.
  expect(await closing.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/plans',
    '/plans/compare',
    '/contact',
  ]);

  await expect(page.getByRole('heading', { level: 2, name: 'Market Context' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Help Section' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Stay Informed' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Need Personalized Advice' }),
  ).toBeVisible();
  await expect(page.locator('section[aria-labelledby="advice-heading"] a')).toHaveAttribute(
    'href',
    '/contact',
  );
}

/** Every image is local, has alt text and explicit dimensions. */
export async function expectHomeImages(page: Page) {
  const imgs = await page.locator('main img').evaluateAll((els) =>
    els.map((i) => ({
      src: i.getAttribute('src'),
      alt: i.getAttribute('alt'),
      w: i.getAttribute('width'),
      h: i.getAttribute('height'),
      loading: i.getAttribute('loading'),
      priority: i.getAttribute('fetchpriority'),
    })),
  );
  expect(imgs.length).toBeGreaterThanOrEqual(8);
  // The hero (the largest paint) is drawn inline, so it arrives with the document: an image
  // named by the content's alt text, with no request (or preload) of its own, its 4:3 box
  // reserved; the images further down wait.
  const hero = page.locator('section[aria-labelledby="hero-heading"] svg[role="img"]');
  await expect(hero).toHaveAccessibleName(/^A smartphone, a home internet router/);
  const box = await hero.boundingBox();
  expect(box!.height / box!.width).toBeCloseTo(0.75, 2);
  expect(imgs.every((i) => i.loading === 'lazy')).toBe(true);
  expect(imgs.map((i) => i.src)).not.toContain('/images/home/hero.svg');
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
  for (const img of imgs) {
    expect(img.src).toMatch(/^\//);
    expect(img.alt?.length).toBeGreaterThan(3);
    expect(Number(img.w)).toBeGreaterThan(0);
    expect(Number(img.h)).toBeGreaterThan(0);
  }
}

/** The FAQPage JSON-LD lists the 15 questions of the help section. */
export async function expectFaqJsonLd(page: Page) {
  const raw = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = raw.map((r) => JSON.parse(r)).find((b) => b['@type'] === 'FAQPage');
  expect(faq.mainEntity).toHaveLength(15);
  const summaries = page.locator('section[aria-labelledby="help-heading"] summary');
  await expect(summaries).toHaveCount(15);
  const questions = await summaries.allTextContents();
  expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(
    questions.map((q) => q.trim()),
  );
}
