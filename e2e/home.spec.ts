import type { Locator } from '@playwright/test';
import { expectOneOpenAtATime } from './accordion';
import { expect, test, waitForHydration } from './fixtures';

test.describe('home', () => {
  // What the page shows: e2e/home-checks.ts, in its visit of e2e/routes-sweep.spec.ts; its help
  // section without JavaScript: e2e/scriptless-controls.spec.ts.
  test('the help section has 15 questions, one open at a time; a click on the open one closes it', async ({
    page,
  }) => {
    await page.goto('/');
    const help = page.locator('section[aria-labelledby="help-heading"]');
    const items = help.locator('details');
    const questions = help.locator('summary');
    await expect(questions).toHaveCount(15);
    // Every answer is in the page (for search engines and readers without script), hidden while closed.
    const answer = (item: Locator) => item.locator('summary + div');
    await expect(answer(items.nth(0))).toBeHidden();
    await expectOneOpenAtATime(help, {
      first: 0,
      second: 3,
      opened: (item) => expect(answer(item)).toBeVisible(),
    });

    // Keyboard: Enter on a focused question opens it.
    await questions.nth(7).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(7)).toHaveJSProperty('open', true);
  });

  test('Stay Informed: errors are shown and announced; a valid sign-up shows Subscribing... then success', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const form = page.locator('section[aria-labelledby="newsletter-heading"]');
    const email = form.getByRole('textbox', { name: 'Email address' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.locator('p', { hasText: 'Enter your email address.' })).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();

    await email.fill('not-an-email');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.locator('p', { hasText: 'Enter a valid email address' })).toBeVisible();
    await expect(email).toHaveValue('not-an-email');

    await email.fill('reader@example.com');
    await form.getByRole('checkbox').uncheck();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      form.locator('p', { hasText: 'Tick the box to agree to receive the newsletter.' }),
    ).toBeVisible();

    await form.getByRole('checkbox').check();
    const button = form.getByRole('button', { name: 'Subscribe' });
    // The answer is held until the test has seen the sending state (a fixed delay could race it).
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/*', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await button.click();
    await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();
    await expect(
      form.getByText(
        '✓ Almost done: click the link in the confirmation mail we are sending you to start your subscription.',
      ),
    ).toBeVisible();
  });
});
