/**
 * The plans' two forms in Arabic (issue 22): plan advice on /ar/plans and the wrong-price report
 * on an Arabic catalogue plan. Their errors sit beside their fields in Arabic, the success is
 * Arabic, and what is stored carries the visitor's language. Every word is read from content/ar.
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import { atPersonsPace, expect, seriousAxeViolations, test } from './fixtures';
import { stored } from './stored';

const SINK = process.env.E2E_SMTP_HTTP!;

const blocks = (file: string) =>
  matter(fs.readFileSync(`content/ar/pages/${file}.mdx`, 'utf8')).data.blocks;
const advice = blocks('plans').advice as Record<
  'nameLabel' | 'emailLabel' | 'messageLabel' | 'submitLabel' | 'successText',
  string
>;
const report = blocks('catalogue').report as Record<
  'heading' | 'problemLabel' | 'sourceLabel' | 'consentLabel' | 'submitLabel' | 'successText',
  string
>;
const v = (
  JSON.parse(fs.readFileSync('content/ar/forms/messages.json', 'utf8')) as {
    validation: Record<string, Record<string, string>>;
  }
).validation;

test('plan advice in Arabic: the agreement error in Arabic beside its box, then the Arabic thanks, stored as ar', async ({
  page,
}) => {
  test.slow();
  await page.goto('/ar/plans');
  const form = page.locator('#advice');
  const name = `باحث عن باقة ${Date.now()}`;
  await form.getByRole('textbox', { name: advice.nameLabel }).fill(name);
  await form.getByRole('textbox', { name: advice.emailLabel }).fill('seeker-ar@example.com');
  const message = form.getByRole('textbox', { name: advice.messageLabel });
  await message.fill('أي باقة ألياف ضوئية تناسب شخصين يعملان من المنزل في الشارقة؟');

  await form.getByRole('button', { name: advice.submitLabel }).click();
  const [consent, terms] = [form.getByRole('checkbox').nth(0), form.getByRole('checkbox').nth(1)];
  await expect(form.locator('p', { hasText: v.adviceConsent.required })).toBeVisible();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAccessibleDescription(v.adviceConsent.required);
  await expect(terms).toHaveAccessibleDescription(v.adviceTerms.required);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await consent.check();
  await terms.check();
  await atPersonsPace(form);
  await form.getByRole('button', { name: advice.submitLabel }).click();
  await expect(form.getByRole('status')).toContainText(advice.successText);
  await expect(message).toHaveValue('');
  const row = stored<{ id: number; subject: string; locale: string }>(
    'select id, subject, locale from contact_messages where name = ?',
    name,
  );
  expect(row).toMatchObject({ subject: 'plans', locale: 'ar' });
  // The operator's notice (in the operator's English) says which language to answer in.
  const operator = JSON.parse(fs.readFileSync('content/forms/mail.json', 'utf8'))
    .contactNotification as { languages: { ar: string } };
  await expect
    .poll(
      async () =>
        (await (await fetch(`${SINK}/messages?to=operator@clearsignal.test`)).json()).some(
          (m: { raw: string }) =>
            m.raw.includes(`#${row!.id} (`) &&
            m.raw.replace(/=\r?\n/g, '').includes(`written in ${operator.languages.ar}`),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
});

test('a wrong price reported in Arabic: Arabic errors beside the fields, then the Arabic thanks, stored with its plan as ar', async ({
  page,
}) => {
  test.slow();
  await page.goto('/ar/plans/catalogue/control-plan-80-national');
  const form = page
    .getByRole('complementary')
    .filter({ has: page.getByRole('heading', { name: report.heading }) });
  const problem = form.getByRole('textbox', { name: report.problemLabel });
  const source = form.getByRole('textbox', { name: report.sourceLabel });
  await source.fill('ليس رابطًا');
  await form.getByRole('button', { name: report.submitLabel }).click();
  await expect(problem).toHaveAttribute('aria-invalid', 'true');
  await expect(problem).toBeFocused();
  await expect(problem).toHaveAccessibleDescription(v.priceReportProblem.required);
  await expect(source).toHaveAccessibleDescription(v.priceReportSource.invalid);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Arabic-Indic digits in the text are the reader's own words: kept as typed.
  const marker = `السعر الآن ٨٥ درهمًا شهريًا ${Date.now()}`;
  await problem.fill(marker);
  await source.fill('https://www.du.ae/');
  await form.getByRole('checkbox', { name: report.consentLabel }).check();
  await atPersonsPace(form);
  await form.getByRole('button', { name: report.submitLabel }).click();
  await expect(form.getByRole('status')).toContainText(report.successText);
  expect(
    stored<{ subject: string; locale: string; plan: string; message: string; source: string }>(
      'select subject, locale, plan_id as plan, message, source_url as source from contact_messages where instr(message, ?) = 1',
      marker,
    ),
  ).toEqual({
    subject: 'price-report',
    locale: 'ar',
    plan: 'control-plan-80-national',
    // The reader's words as written; the link in its own field.
    message: marker,
    source: 'https://www.du.ae/',
  });
});
