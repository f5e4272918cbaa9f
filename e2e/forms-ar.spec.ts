/**
 * The forms in Arabic (issue 22): messages beside the fields, the sending state and the success in
 * Arabic with JavaScript; without it, a good post lands on the Arabic thank-you page and a bad one
 * comes back with its errors in Arabic beside the fields, what was typed kept; the
 * newsletter sign-up stores `ar` and its confirmation mail is Arabic. Every word is read from
 * content/ar, as a translator leaves it. axe clean on each Arabic page.
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import type { Page } from '@playwright/test';
import { optionalCookiesDeclined } from './consent-helpers';
import { atPersonsPace, expect, seriousAxeViolations, test } from './fixtures';
import { withoutJavaScript } from './without-javascript';
import { stored } from './stored';
import { mailParts } from '../tests/support/mail-parts';

const SINK = process.env.E2E_SMTP_HTTP!;

const blocks = (file: string) =>
  matter(fs.readFileSync(`content/ar/pages/${file}.mdx`, 'utf8')).data.blocks;
const contactCopy = blocks('contact').form as {
  labels: Record<'name' | 'email' | 'phone' | 'subject' | 'message' | 'consent', string>;
  submit: string;
  sending: string;
  success: { title: string };
};
const formsCopy = blocks('forms') as {
  contactThanks: { title: string };
  confirm: { prompt: { title: string } };
};
const homeNewsletter = blocks('home').newsletter as {
  emailLabel: string;
  submitLabel: string;
};
const messages = JSON.parse(fs.readFileSync('content/ar/forms/messages.json', 'utf8')) as {
  validation: Record<string, Record<string, string>>;
  status: Record<string, string>;
  server: Record<string, string>;
};
const mailCopy = JSON.parse(fs.readFileSync('content/ar/forms/mail.json', 'utf8')) as {
  newsletterConfirmation: { button: string };
};
const v = messages.validation;

const MESSAGE = 'أود الحصول على نصيحة بشأن الإنترنت المنزلي لشقة من غرفتي نوم في دبي مارينا.';

test.beforeEach(optionalCookiesDeclined);

test.describe('Arabic contact form with JavaScript', () => {
  test('errors in Arabic beside their fields, then "sending" and the success in Arabic', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000); // two axe runs and a held post on a shared 2-core machine
    await page.goto('/ar/contact');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const name = page.getByLabel(contactCopy.labels.name, { exact: false });
    const email = page.getByRole('textbox', { name: contactCopy.labels.email });
    const phone = page.getByRole('textbox', { name: contactCopy.labels.phone });
    const message = page.getByRole('textbox', { name: contactCopy.labels.message, exact: true });
    await page.getByLabel(contactCopy.labels.consent).check();
    await email.fill('ليس-بريدًا');
    await phone.fill('اتصل بي');
    await message.fill('قصيرة');
    const submit = page.getByRole('button', { name: contactCopy.submit });
    await submit.click();

    const errorOf = async (field: typeof name) => {
      // The field's error is the describedby id that ends in -error (a description may come first).
      const ids = (await field.getAttribute('aria-describedby'))!.split(' ');
      return page.locator(`[id="${ids.find((id) => id.endsWith('-error'))}"]`);
    };
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(await errorOf(name)).toHaveText(v.name.required);
    await expect(await errorOf(email)).toHaveText(v.email.invalid);
    await expect(await errorOf(phone)).toHaveText(v.phone.invalid);
    await expect(await errorOf(message)).toHaveText(v.contactMessage.min.replace('{min}', '50'));
    // The polite live region reads the Arabic errors out too.
    await expect(page.getByRole('status')).toContainText(v.name.required);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Arabic-Indic digits are a phone number too.
    await name.fill('عائشة');
    await email.fill('aisha-ar@example.com');
    await phone.fill('+٩٧١ ٥٠ ١٢٣ ٤٥٦٧');
    await message.fill(MESSAGE);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/ar/contact', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await atPersonsPace(page.locator('form', { has: submit }));
    await submit.click();
    const sending = page.getByRole('button', { name: contactCopy.sending });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();
    const dialog = page.getByRole('dialog', { name: contactCopy.success.title });
    await expect(dialog).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const row = stored<{ locale: string; phone: string }>(
      'select locale, phone from contact_messages where email = ?',
      'aisha-ar@example.com',
    );
    expect(row).toEqual({ locale: 'ar', phone: '+971 50 123 4567' });
    expect(consoleErrors).toEqual([]);
  });
});

withoutJavaScript('Arabic forms without JavaScript', () => {
  /** Fills /ar/contact as Omar (and `phone` when given), consents and sends it. */
  const postContact = async (page: Page, phone?: string) => {
    await page.goto('/ar/contact');
    await page.getByLabel(contactCopy.labels.name, { exact: false }).fill('عمر');
    await page.getByRole('textbox', { name: contactCopy.labels.email }).fill('omar-ar@example.com');
    if (phone) await page.getByRole('textbox', { name: contactCopy.labels.phone }).fill(phone);
    await page
      .getByRole('textbox', { name: contactCopy.labels.message, exact: true })
      .fill(MESSAGE);
    await page.getByLabel(contactCopy.labels.consent).check();
    await page.getByRole('button', { name: contactCopy.submit }).click();
  };

  test('a good post lands on /ar/contact/thank-you, a bad one comes back with its errors beside the fields, both in Arabic', async ({
    page,
  }) => {
    test.setTimeout(90_000); // two posts and two axe runs on a shared 2-core machine
    await postContact(page);
    await expect(page).toHaveURL(/\/ar\/contact\/thank-you$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(
      page.getByRole('heading', { level: 1, name: formsCopy.contactThanks.title }),
    ).toBeVisible();
    expect(
      stored<{ locale: string }>(
        'select locale from contact_messages where email = ?',
        'omar-ar@example.com',
      ),
    ).toEqual({ locale: 'ar' });

    // A phone number the browser cannot judge reaches the server, which refuses it.
    await postContact(page, 'اتصل بي');
    await expect(page).toHaveURL(/\/ar\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const phone = page.getByRole('textbox', { name: contactCopy.labels.phone });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue('اتصل بي');
    await expect(phone).toHaveAccessibleDescription(v.phone.invalid);
    await expect(page.getByRole('alert')).toContainText(messages.server.invalid);
    await expect(
      page.getByRole('textbox', { name: contactCopy.labels.message, exact: true }),
    ).toHaveValue(MESSAGE);
  });
});

// axe runs in the page: the page a post without JavaScript lands on, checked with it on.
test('the Arabic thank-you page is axe clean', async ({ page }) => {
  for (const url of ['/ar/contact/thank-you']) {
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(await seriousAxeViolations(page), url).toEqual([]);
  }
});

test('the Arabic newsletter sign-up stores ar and its confirmation mail is Arabic, linking to the Arabic page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = `ar-reader-${Date.now()}@example.com`;
  await page.goto('/ar');
  const form = page.locator('section[aria-labelledby="newsletter-heading"]');
  await form.getByRole('textbox', { name: homeNewsletter.emailLabel }).fill(email);
  await form.getByRole('checkbox').check();
  await atPersonsPace(form);
  await form.getByRole('button', { name: homeNewsletter.submitLabel }).click();
  await expect(form.getByText(messages.status.subscribed)).toBeVisible();
  expect(
    stored<{ locale: string }>('select locale from subscribers where email = ?', email),
  ).toEqual({ locale: 'ar' });

  let raw = '';
  await expect
    .poll(
      async () => {
        const mails: { raw: string }[] = await (
          await fetch(`${SINK}/messages?to=${encodeURIComponent(email)}`)
        ).json();
        raw = mails[0]?.raw ?? '';
        return mails.length;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  const mail = mailParts(raw);
  expect(mail.html).toContain('lang="ar" dir="rtl"');
  expect(mail.html).toContain(mailCopy.newsletterConfirmation.button);
  const confirm = mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w%-]+/)![0];
  expect(new URL(confirm).pathname).toBe('/ar/newsletter/confirm');
  await page.goto(`${new URL(confirm).pathname}${new URL(confirm).search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: formsCopy.confirm.prompt.title }),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
