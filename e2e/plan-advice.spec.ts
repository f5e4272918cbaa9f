import Database from 'better-sqlite3';
import { atPersonsPace, expect, test } from './fixtures';

const SINK = process.env.E2E_SMTP_HTTP!;

test('Get plan advice requires its two separate ticks (consent to answer, the Terms), then is stored with subject plans and the team is told its number', async ({
  page,
}) => {
  await page.goto('/plans');
  const form = page.locator('#advice');
  const name = `Plan Seeker ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Your name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email address' }).fill('seeker@example.com');
  const message = form.getByRole('textbox', { name: 'What do you need advice on?' });
  await message.fill('Which fiber plan suits two people working from home in Sharjah?');

  await form.getByRole('button', { name: 'Request advice' }).click();
  // Consent to use the details is specific, and not bundled with the Terms (PDPL Art. 6).
  const consent = form.getByRole('checkbox', {
    name: 'I agree that ClearSignal may use these details to answer my request, as described in the Privacy Policy.',
  });
  const terms = form.getByRole('checkbox', {
    name: 'I have read the Privacy Policy and accept the Terms of Service',
  });
  await expect(form.getByRole('checkbox')).toHaveCount(2);
  const consentError = 'Tick the box to agree that we may use your details to answer your request.';
  // The Terms box keeps the specification's message, verbatim.
  const termsError = 'Please agree to Terms and Privacy Policy';
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAccessibleDescription(consentError);
  await expect(terms).toHaveAccessibleDescription(termsError);

  // One tick is not enough: the Terms alone do not give consent.
  await terms.check();
  await atPersonsPace(form);
  await form.getByRole('button', { name: 'Request advice' }).click();
  await expect(consent).toBeFocused();
  await expect(form.locator('p', { hasText: consentError })).toBeVisible();
  await expect(form.locator('p', { hasText: termsError })).toHaveCount(0);

  await consent.check();
  await form.getByRole('button', { name: 'Request advice' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you!');
  await expect(message).toHaveValue('');
  await expect(consent).not.toBeChecked();
  await expect(terms).not.toBeChecked();

  const db = new Database(process.env.E2E_DATABASE_URL!.replace(/^file:/, ''), { readonly: true });
  const row = db.prepare('select * from contact_messages where name = ?').get(name) as {
    id: number;
    subject: string;
    source: string;
  };
  db.close();
  expect(row).toMatchObject({ subject: 'plans', source: 'plans' });
  await expect
    .poll(
      async () =>
        (await (await fetch(`${SINK}/messages?to=operator@clearsignal.test`)).json()).some(
          // Issue 20: the notification names the request and the command that shows it, not the visitor.
          (m: { raw: string }) =>
            m.raw.includes(`Plan advice request #${row.id}: Plans`) &&
            m.raw.includes(`npm run inbox -- show ${row.id}`) &&
            !m.raw.includes(name),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
});
