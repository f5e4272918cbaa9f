import { expect, test, waitForHydration, watchPosts } from './fixtures';
import { withoutJavaScript } from './without-javascript';
import { optionalCookiesDeclined } from './consent-helpers';

const VALID = {
  name: 'Aisha Reader',
  email: 'reader@example.com',
  message: 'I would like advice on choosing a family plan with shared data for four lines.',
};

test.describe('contact page', () => {
  test.beforeEach(optionalCookiesDeclined);

  test('a subject in the query string (the methodology page\'s "Report a mistake") is preset', async ({
    page,
  }) => {
    await page.goto('/contact?subject=correction');
    await expect(page.getByLabel('Subject')).toHaveValue('correction');
    await page.goto('/contact?subject=nonsense');
    await expect(page.getByLabel('Subject')).toHaveValue('general');
  });

  test('shows no mailbox, phone or address the operator did not configure, and keeps the form; defaults, consent gating and the live character count', async ({
    page,
  }) => {
    await page.goto('/contact');
    // The build sets no CONTACT_EMAIL_*, CONTACT_PHONE or CONTACT_ADDRESS_*: nothing is made up
    // (tests/unit/contact-config.test.tsx and contact-phone.test.tsx render configured ones).
    await expect(page.getByTestId('contact-items')).toHaveCount(0);
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(page.locator('address')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('Al Majaz');
    await expect(page.locator('form')).not.toHaveCount(0);
    // Nor an empty "Contact Information" block or a lead that sends to a mailbox: the form alone.
    await expect(page.locator('#contact-info-heading')).toHaveCount(0);
    await expect(page.locator('main')).toContainText('Send us a message with the form below.');
    await expect(page.locator('main')).not.toContainText('mailbox');

    const subject = page.getByLabel('Subject');
    await expect(subject).toHaveValue('general');
    await expect(subject.locator('option')).toHaveText([
      'General',
      'Plans',
      'Technical',
      'Partnership',
      'Support',
      'Correction',
    ]);
    const submit = page.getByRole('button', { name: 'Send Message' });
    await expect(submit).toBeDisabled();
    await page.getByLabel(/I agree/).check();
    await expect(submit).toBeEnabled();
    await page.getByLabel(/I agree/).uncheck();
    await expect(submit).toBeDisabled();

    const count = page.getByTestId('message-count');
    await expect(count).toHaveText('0 of at least 50 characters');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('a'.repeat(49));
    await expect(count).toHaveText('49 of at least 50 characters');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveAttribute(
      'placeholder',
      /minimum 50 characters/,
    );
  });

  test('each field is checked, errors sit next to their fields, are announced, and nothing typed is lost', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByLabel(/I agree/).check();
    const submit = page.getByRole('button', { name: 'Send Message' });
    await submit.click();
    const name = page.getByLabel(/Your name/);
    const email = page.getByLabel(/Email address/);
    const message = page.getByRole('textbox', { name: 'Message', exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    const nameError = await name.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${nameError}"]`)).toHaveText('Enter your name.');
    await expect(page.getByRole('status')).toContainText('Enter your name.');
    await expect(page.getByRole('status')).toContainText('Enter your email address.');

    await name.fill(VALID.name);
    await email.fill('not-an-email');
    await page.getByLabel(/Phone number/).fill('call me');
    await message.fill('b'.repeat(49));
    await submit.click();
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(
      page.getByText('Enter a valid email address, like name@example.com.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel(/Phone number/)).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('Your message needs at least 50 characters.', { exact: true }),
    ).toBeVisible();
    // Nothing the visitor typed is lost.
    await expect(name).toHaveValue(VALID.name);
    await expect(email).toHaveValue('not-an-email');
    await expect(message).toHaveValue('b'.repeat(49));

    // 50 characters pass; the phone stays optional.
    await email.fill(VALID.email);
    await page.getByLabel(/Phone number/).fill('');
    await message.fill('b'.repeat(50));
    await page.route('**/contact', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await submit.click();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(message).not.toHaveAttribute('aria-invalid', 'true');
  });

  test("Sending... while the server answers, then the 'Thank you!' dialog, the form reset to its defaults, and Close", async ({
    page,
  }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const posts: string[] = [];
    // The answer is held until the test has seen the sending state (a fixed delay raced the
    // assertions on a busy machine).
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/contact', async (route) => {
      if (route.request().method() === 'POST') {
        posts.push(route.request().url());
        await held;
      }
      await route.continue();
    });
    await page.getByLabel(/Your name/).fill(VALID.name);
    await page.getByLabel(/Email address/).fill(VALID.email);
    await page.getByLabel(/Phone number/).fill('+971 50 123 4567');
    await page.getByLabel('Subject').selectOption('Technical');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(VALID.message);
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Send Message' }).click();

    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();
    const dialog = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'We read every message and answer by e-mail when an answer is needed',
    );
    expect(posts).toHaveLength(1);
    // The page's own Server Action.
    expect(new URL(posts[0]).pathname).toBe('/contact');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    // The form is back to its defaults (checked once the modal no longer hides the page).
    await expect(page.getByLabel(/Your name/)).toHaveValue('');
    await expect(page.getByLabel(/Email address/)).toHaveValue('');
    await expect(page.getByLabel(/Phone number/)).toHaveValue('');
    await expect(page.getByLabel('Subject')).toHaveValue('general');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
    await expect(page.getByLabel(/I agree/)).not.toBeChecked();

    await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  });
});

withoutJavaScript('contact page without JavaScript', () => {
  test("the browser's own checks stop a bad form; the server checks again with the same rules", async ({
    page,
  }) => {
    const posts = watchPosts(page);
    await page.goto('/contact');
    await page.getByLabel(/Your name/).fill(VALID.name);
    await page.getByLabel(/Email address/).fill(VALID.email);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('too short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Required fields, the 50-character minimum and the consent box hold the form in the browser.
    await expect(page).toHaveURL(/\/contact$/);
    expect(posts).toEqual([]);
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      'too short',
    );

    // A phone number the browser cannot judge reaches the server, which refuses it.
    await page.getByLabel(/Phone number/).fill('call me maybe');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(VALID.message);
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    // The page again, the error beside its field and every word typed still in the form.
    await expect(page).toHaveURL(/\/contact$/);
    expect(posts).toHaveLength(1);
    await expect(page.getByLabel(/Phone number/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/Phone number/)).toHaveAccessibleDescription(
      'Enter a valid phone number using digits, spaces and an optional leading +, or leave it empty.',
    );
    await expect(page.getByRole('alert')).toContainText('Please correct the highlighted fields.');
    await expect(page.getByLabel(/Your name/)).toHaveValue(VALID.name);
    await expect(page.getByLabel(/Phone number/)).toHaveValue('call me maybe');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      VALID.message,
    );
    await expect(page.getByLabel(/I agree/)).toBeChecked();
  });
});
