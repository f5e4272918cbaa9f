import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { presetConsent } from './consent-helpers';

/**
 * The right-to-left layout, designed: arrow keys follow the reading direction, time runs right to
 * left, sticky and fixed things sit on the sides an Arabic reader expects, and Latin runs
 * (phone numbers) keep their own order inside Arabic text.
 */

const selectedIndex = (tabs: Locator) =>
  tabs.evaluateAll((ts) => ts.findIndex((t) => t.getAttribute('aria-selected') === 'true'));

test.describe('tab sets: the arrow keys follow the reading direction', () => {
  const principleTabs = (page: Page) =>
    page
      .locator('section[aria-labelledby="principles-heading"]')
      .getByRole('tablist')
      .first()
      .getByRole('tab');

  // The same keys in both languages, mirrored: in Arabic the first tab is the rightmost one (the
  // list reads right to left), ← moves to the next tab and → to the previous one.
  for (const { path, next, previous, firstOn } of [
    { path: '/ar/about', next: 'ArrowLeft', previous: 'ArrowRight', firstOn: 'right' },
    { path: '/about', next: 'ArrowRight', previous: 'ArrowLeft', firstOn: 'left' },
  ]) {
    const arrow = (key: string) => (key === 'ArrowLeft' ? '←' : '→');
    test(`on ${path}, ${arrow(next)} moves to the next tab and ${arrow(previous)} to the previous one`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const tabs = principleTabs(page);
      await expect(tabs).toHaveCount(3);
      const [first, second] = [
        (await tabs.nth(0).boundingBox())!,
        (await tabs.nth(1).boundingBox())!,
      ];
      if (firstOn === 'right') expect(first.x).toBeGreaterThan(second.x);
      else expect(first.x).toBeLessThan(second.x);

      // Presses `key` (each of `keys`), then tab `index` has the focus.
      const press = async (keys: string[], index: number) => {
        for (const key of keys) await page.keyboard.press(key);
        await expect(tabs.nth(index)).toBeFocused();
      };
      await tabs.nth(0).focus();
      await press([next], 1);
      expect(await selectedIndex(tabs)).toBe(1);
      await press([previous], 0);
      expect(await selectedIndex(tabs)).toBe(0);
      await press([next, next], 2);
      await press([previous], 1);
      expect(await selectedIndex(tabs)).toBe(1);
      // The ends wrap around, and Home/End are the same in both languages.
      await press([previous, previous], 2);
      await press(['Home'], 0);
    });
  }

  test('the guide category tabs on /ar/guides: ← selects the next category', async ({ page }) => {
    await page.goto('/ar/guides');
    await waitForHydration(page);
    const tabs = page.locator('[role="tablist"]').first().getByRole('tab');
    const start = await selectedIndex(tabs);
    await tabs.nth(start).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(start + 1)).toBeFocused();
    await expect(tabs.nth(start + 1)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]category=/);
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(start)).toHaveAttribute('aria-selected', 'true');
  });

  test('the mobile plan tabs on /ar/plans at 375 px (a horizontal strip): ← selects the next type', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/ar/plans');
    await waitForHydration(page);
    const list = page.locator('#mobile').getByRole('tablist');
    await expect(list).toHaveAttribute('aria-orientation', 'horizontal');
    const tabs = list.getByRole('tab');
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  });
});

const FOUR =
  '/plans/compare?o=elife-ultra-starter-24-months&o=control-plan-80-flexible&o=control-plan-135-flexible&o=elife-ultra-starter-no-commitment';

test.describe('the comparison, right to left', () => {
  test('the table scrolls with its first column kept on the right (the start side)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/ar${FOUR}`);
    const region = page.locator('[role="region"]:has([data-testid="comparison-table"])');
    const first = page.getByTestId('comparison-table').locator('tbody th').first();
    const regionBox = (await region.boundingBox())!;
    const before = (await first.boundingBox())!;
    // The first column starts at the region's right edge (inside its 1 px border).
    expect(Math.abs(regionBox.x + regionBox.width - (before.x + before.width))).toBeLessThanOrEqual(
      2,
    );
    // The table is wider than the region; scrolled to its far (left) end, the column stays put.
    const scrolled = await region.evaluate((el) => {
      el.scrollLeft = -(el.scrollWidth - el.clientWidth);
      return { scrollLeft: el.scrollLeft, room: el.scrollWidth - el.clientWidth };
    });
    expect(scrolled.room).toBeGreaterThan(100);
    expect(scrolled.scrollLeft).toBeLessThan(-100);
    const lastOffer = page.getByTestId('comparison-table').locator('thead th').last();
    await expect
      .poll(async () => {
        const b = (await lastOffer.boundingBox())!;
        return b.x >= regionBox.x - 1;
      })
      .toBe(true);
    const after = (await first.boundingBox())!;
    expect(after.x).toBeCloseTo(before.x, 0);
  });

  test('the chart’s time axis and its table read right to left', async ({ page }) => {
    await page.goto(`/ar${FOUR}`);
    const chart = page.locator('svg[aria-labelledby="cmp-cumulative-title"]');
    // Month ticks: 0 at the right, the last month at the left.
    const ticks = await chart.locator('> g text[text-anchor="middle"][direction="ltr"]').all();
    const first = (await ticks[0].boundingBox())!;
    const last = (await ticks.at(-1)!.boundingBox())!;
    expect(await ticks[0].textContent()).toBe('0');
    expect(first.x).toBeGreaterThan(last.x);
    // The amount labels stand on the right of the plot; each line ends on the left, its label beside it.
    const chartBox = (await chart.boundingBox())!;
    const amount = (await chart.locator('> g > g text').first().boundingBox())!;
    expect(amount.x).toBeGreaterThan(chartBox.x + chartBox.width / 2);
    const line = chart.locator('[data-series="A"]');
    const points = (await line.locator('polyline').getAttribute('points'))!.split(' ');
    const xs = points.map((p) => Number(p.split(',')[0]));
    expect(xs[0]).toBeGreaterThan(xs.at(-1)!);
    const label = (await line.locator('text').boundingBox())!;
    expect(label.x).toBeLessThan(chartBox.x + chartBox.width / 4);
    // The table beside it: the month column first, on the right.
    const head = page.getByTestId('cumulative-table').locator('thead th');
    const month = (await head.first().boundingBox())!;
    const offer = (await head.nth(1).boundingBox())!;
    expect(month.x).toBeGreaterThan(offer.x);
  });

  test('in English the chart still reads left to right', async ({ page }) => {
    await page.goto(FOUR);
    const chart = page.locator('svg[aria-labelledby="cmp-cumulative-title"]');
    const ticks = await chart.locator('> g text[text-anchor="middle"][direction="ltr"]').all();
    const first = (await ticks[0].boundingBox())!;
    const last = (await ticks.at(-1)!.boundingBox())!;
    expect(first.x).toBeLessThan(last.x);
  });
});

test('the About timeline runs down its right-hand side on /ar/about, its left-hand side on /about', async ({
  page,
}) => {
  for (const [path, side] of [
    ['/ar/about', 'right'],
    ['/about', 'left'],
  ] as const) {
    await page.goto(path);
    const timeline = page.locator('section[aria-labelledby="story-heading"] ol').first();
    const style = await timeline.evaluate((el) => {
      const s = getComputedStyle(el);
      return { left: s.borderLeftWidth, right: s.borderRightWidth };
    });
    expect(style[side], path).toBe('2px');
    expect(style[side === 'right' ? 'left' : 'right'], path).toBe('0px');
    // Each entry's icon sits on the line, beside its text.
    const entry = timeline.locator('> li').first();
    const icon = (await entry.locator('> span').boundingBox())!;
    const date = (await entry.locator('p').first().boundingBox())!;
    if (side === 'right') expect(icon.x).toBeGreaterThan(date.x + date.width);
    else expect(icon.x + icon.width).toBeLessThan(date.x);
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the phone menu button sits at the left end of the Arabic header, the right end of the English one', async ({
    page,
  }) => {
    for (const [path, side] of [
      ['/ar', 'left'],
      ['/', 'right'],
    ] as const) {
      await page.goto(path);
      const button = (await page.locator('header button[popovertarget]').boundingBox())!;
      const logo = (await page.locator('header a').first().boundingBox())!;
      if (side === 'left') expect(button.x, path).toBeLessThan(logo.x);
      else expect(button.x, path).toBeGreaterThan(logo.x);
      await page.locator('header button[popovertarget]').click();
      const nav = page.locator('[popover]:popover-open nav a').first();
      const link = (await nav.boundingBox())!;
      // The menu's links start at the reader's side.
      if (side === 'left') expect(link.x + link.width).toBeGreaterThan(375 / 2);
      else expect(link.x).toBeLessThan(375 / 2);
    }
  });

  test('the cookie badge sits in the bottom left corner of Arabic pages, bottom right of English ones', async ({
    page,
  }) => {
    await presetConsent(page, { analytics: true, marketing: false, functional: false });
    for (const [path, side] of [
      ['/ar', 'left'],
      ['/', 'right'],
    ] as const) {
      await page.goto(path);
      // The badge: the one button fixed to the viewport (its words differ by language).
      const fixedButton = () =>
        page.evaluate(() => {
          const b = [...document.querySelectorAll('body button')].find(
            (el) => getComputedStyle(el).position === 'fixed',
          );
          const r = b?.getBoundingClientRect();
          return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
        });
      await expect.poll(fixedButton).not.toBeNull();
      const box = (await fixedButton())!;
      if (side === 'left') expect(box.x).toBeLessThan(16);
      else expect(box.x + box.width).toBeGreaterThan(375 - 16);
      expect(box.y + box.height).toBeGreaterThan(740 - 16);
    }
  });
});

test('a phone number in Arabic text keeps its own order: +971 on the left', async ({ page }) => {
  await page.goto('/ar/contact');
  // The build shows the operator's phone only when CONTACT_PHONE is set (none in the tests), so a
  // tel: link as the footer renders one is put in an Arabic paragraph of the page: the site's
  // stylesheet (app/globals.css, a[href^='tel:']) must keep its order.
  await page.evaluate(() => {
    const p = document.querySelector('main p')!;
    const a = document.createElement('a');
    a.href = 'tel:+97161234567';
    a.textContent = '+971 6 123 4567';
    p.append(' ', a, ' ');
  });
  const phones = page.locator('a[href^="tel:"]');
  expect(await phones.count()).toBeGreaterThan(0);
  for (const phone of await phones.all()) {
    const order = await phone.evaluate((a) => {
      const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
      const node = walker.nextNode() as Text;
      const text = node.textContent!;
      const rect = (i: number) => {
        const r = document.createRange();
        r.setStart(node, i);
        r.setEnd(node, i + 1);
        return r.getBoundingClientRect().x;
      };
      return { text, plus: rect(text.indexOf('+')), last: rect(text.length - 1) };
    });
    expect(order.text).toMatch(/^\+971/);
    expect(order.plus, order.text).toBeLessThan(order.last);
  }
});
