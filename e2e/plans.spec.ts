import { readMdx } from '../tests/content-on-disk';
import { optionalCookiesDeclined } from './consent-helpers';
import { expectOneOpenAtATime } from './accordion';
import type { Page } from '@playwright/test';
import { expect, jsonLd, test } from './fixtures';

/** The breadcrumb header and the sections in order. */
async function expectHeaderAndSections(page: Page) {
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Plans');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Compare real offers',
    'Plan Overview',
    'Mobile Plans',
    'Home Internet',
    'TV & Streaming',
    'Family Plans',
    'Plan Factors',
    'Want the detail?',
    'Get plan advice',
  ]);
}

/** Plan Overview: four items, none open at first, one open at a time, a click on the open one closes it. */
async function expectOverviewAccordion(page: Page) {
  const overview = page.locator('section[aria-labelledby="overview-heading"]');
  await expect(overview.locator('summary')).toHaveText([
    'Mobile Plans',
    'Home Internet',
    'TV & Streaming',
    'Family Plans',
  ]);
  await expect(overview.getByRole('link', { name: /Explore in Detail/ })).toHaveCount(0);
  await expectOneOpenAtATime(overview, { first: 0, second: 2 });

  // Each item's 'Explore in Detail' leads to its in-page anchor.
  const anchors = ['#mobile', '#internet', '#tv', '#family'];
  for (let i = 0; i < 4; i++) {
    await overview.locator('summary').nth(i).click();
    const link = overview.getByRole('link', { name: /Explore in Detail/ });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveText(/^Explore in Detail/);
    await expect(link).toHaveAttribute('href', anchors[i]);
  }
  await overview.getByRole('link', { name: /Explore in Detail/ }).click();
  await expect(page).toHaveURL(/\/plans#family$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Family Plans' })).toBeInViewport();
}

/** #mobile: four tabs, prepaid by default, vertical on desktop, arrow keys move between them. */
async function expectMobileTabs(page: Page) {
  const list = page.getByRole('tablist', { name: 'Mobile plan types' });
  await expect(list).toHaveAttribute('aria-orientation', 'vertical');
  const tabs = list.getByRole('tab');
  await expect(tabs).toHaveText(['Prepaid', 'Postpaid', 'Data-only', 'Voice + Data']);
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  const panel = page.locator('#mobile').getByRole('tabpanel');
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Prepaid');
  // Each panel has text, an image, a checklist, its review date and a link to the named guide's page.
  await expect(panel.locator('img')).not.toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Before you choose, check' })).toBeVisible();
  expect(await panel.locator('ul li').count()).toBeGreaterThanOrEqual(3);
  await expect(panel.getByText(/^Reviewed \d{1,2} \w+ \d{4}$/)).toBeVisible();
  const prepaid = readMdx('content/plans/mobile/prepaid.mdx').data.guideLink as { href: string };
  expect(prepaid.href).toMatch(/^\/guides\/[a-z0-9-]+$/);
  await expect(panel.getByRole('link', { name: /guide/ })).toHaveAttribute('href', prepaid.href);

  // Side tabs: the tab list sits beside the panel.
  const listBox = (await list.boundingBox())!;
  const panelBox = (await panel.boundingBox())!;
  expect(listBox.x + listBox.width).toBeLessThanOrEqual(panelBox.x);

  await tabs.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Postpaid');
  await page.keyboard.press('End');
  await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
  await tabs.nth(2).click();
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Data-only');
}

/** #internet has four cards with advantages and considerations; #tv four cards with features. */
async function expectInternetAndTvCards(page: Page) {
  const internet = page.locator('#internet > ul > li');
  await expect(internet.locator('h3')).toHaveText([
    'Home Fiber',
    'Mobile Hotspot',
    'Satellite',
    'Hybrid',
  ]);
  for (let i = 0; i < 4; i++) {
    await expect(internet.nth(i).getByRole('heading', { name: 'Advantages' })).toBeVisible();
    await expect(internet.nth(i).getByRole('heading', { name: 'Considerations' })).toBeVisible();
  }
  const tv = page.locator('#tv ul').first().locator('> li');
  await expect(tv.locator('h3')).toHaveText([
    'Cable Packages',
    'Streaming Services',
    'Combo Bundles',
    'Phone Add-ons',
  ]);
  for (let i = 0; i < 4; i++)
    await expect(tv.nth(i).getByRole('heading', { name: 'Features' })).toBeVisible();
}

/** #family: five cards, none open at first, one open at a time, a click closes the open one. */
async function expectFamilyAccordion(page: Page) {
  const family = page.locator('#family');
  await expect(family.locator('summary')).toHaveCount(5);
  for (const [i, name] of [
    'Shared Data',
    'Multiple Lines',
    'Cost Savings',
    'Management Tools',
    'Flexibility',
  ].entries())
    await expect(family.locator('summary').nth(i)).toContainText(name);
  const whatToAsk = family.getByRole('heading', { name: 'What to ask' });
  await expect(whatToAsk).toHaveCount(0);
  await expectOneOpenAtATime(family, {
    first: 1,
    second: 4,
    close: 'Enter',
    opened: () => expect(whatToAsk).toBeVisible(),
  });
}

/** Plan Factors: five factors, each with its visualisation. */
async function expectPlanFactors(page: Page) {
  const factors = page.locator('#factors ol > li');
  await expect(factors).toHaveCount(5);
  expect(await factors.evaluateAll((els) => els.map((e) => e.getAttribute('data-factor')))).toEqual(
    ['coverage', 'speed', 'price', 'contract', 'features'],
  );
  for (let i = 0; i < 5; i++) {
    const viz = factors.nth(i).locator('figure');
    await expect(viz.locator('figcaption')).toHaveText('See it for yourself');
    await expect(viz.locator('p')).toHaveText(/.{30,}/);
  }
}

/** Service JSON-LD for the four service areas. */
async function expectServiceJsonLd(page: Page) {
  const services = (await jsonLd(page)).filter((b) => b['@type'] === 'Service') as {
    name: string;
    url: string;
    provider: { '@id': string };
  }[];
  expect(services.map((s) => s.url)).toEqual([
    'http://localhost:3000/plans#mobile',
    'http://localhost:3000/plans#internet',
    'http://localhost:3000/plans#tv',
    'http://localhost:3000/plans#family',
  ]);
  for (const s of services) expect(s.provider['@id']).toBe('http://localhost:3000/#organization');
}

test.describe('/plans', () => {
  test.beforeEach(optionalCookiesDeclined);

  test('the page: breadcrumb header and sections in order; #internet and #tv cards; Plan Factors; Service JSON-LD', async ({
    page,
  }) => {
    await page.goto('/plans');
    await test.step('header and sections', () => expectHeaderAndSections(page));
    await test.step('#internet and #tv', () => expectInternetAndTvCards(page));
    await test.step('Plan Factors', () => expectPlanFactors(page));
    await test.step('Service JSON-LD', () => expectServiceJsonLd(page));
  });

  test('its widgets: the Plan Overview accordion, the #mobile tabs, the #family accordion', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/plans');
    await test.step('#mobile tabs', () => expectMobileTabs(page));
    await test.step('#family accordion', () => expectFamilyAccordion(page));
    // Last: its 'Explore in Detail' leaves the page at #family.
    await test.step('Plan Overview', () => expectOverviewAccordion(page));
  });

  /** The heading lands below the sticky header (once the smooth scroll has settled). */
  const expectBelowHeader = (page: Page, heading: ReturnType<Page['locator']>) =>
    expect
      .poll(async () => {
        const h = (await heading.boundingBox())!;
        const bar = (await page.getByRole('banner').boundingBox())!;
        return h.y >= bar.y + bar.height && h.y <= bar.y + bar.height + 60;
      })
      .toBe(true);

  test('/plans#internet, #tv and #family from the footer of another page land on the section, below the sticky header, as /plans#tv loaded directly does', async ({
    page,
  }) => {
    test.slow();
    // First, from a blank tab: a load, not a jump within the page.
    await page.goto('/plans#tv');
    await expectBelowHeader(page, page.getByRole('heading', { level: 2, name: 'TV & Streaming' }));

    for (const anchor of ['internet', 'tv', 'family'])
      await test.step(`#${anchor} from the footer`, async () => {
        await page.goto('/');
        const link = page
          .getByRole('contentinfo')
          .getByRole('navigation', { name: 'Quick Links' })
          .locator(`a[href="/plans#${anchor}"]`);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/plans#${anchor}$`));
        const heading = page.locator(`#${anchor} h2`).first();
        await expectBelowHeader(page, heading);
        await expect(heading).toBeInViewport();
      });
  });
});

test.describe('/plans at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the mobile tabs are horizontal above the panel, and nothing overflows', async ({
    page,
  }) => {
    await page.goto('/plans');
    await expect(page.getByRole('tablist', { name: 'Mobile plan types' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
