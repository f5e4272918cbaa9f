import fs from 'node:fs';
import Database from 'better-sqlite3';
import matter from 'gray-matter';
import { expect, type Page } from '@playwright/test';

/** content/pages/complain.mdx's words in a language (the tests read what the page shows). */
export function complainCopy(locale: 'en' | 'ar') {
  const file = locale === 'en' ? 'content/pages/complain.mdx' : 'content/ar/pages/complain.mdx';
  return matter(fs.readFileSync(file, 'utf8')).data.blocks as {
    form: { submit: string; errorSummary: string };
    errors: Record<string, string>;
    actions: Record<string, string>;
    picker: { submit: string };
  };
}

/** A day `days` from today, YYYY-MM-DD. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Fills the complaint form's fields by their ids (selects by value), then presses its submit
 * button, named in the page's language (`copy`).
 */
export async function submitComplaint(
  page: Page,
  copy: ReturnType<typeof complainCopy>,
  values: Record<string, string>,
) {
  for (const [name, value] of Object.entries(values)) {
    const control = page.locator(`#complain-${name}`);
    if ((await control.evaluate((e) => e.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
  await page.getByRole('button', { name: copy.form.submit }).click();
}

/**
 * The same as `submitComplaint` for a page without JavaScript, in one call to the page rather than
 * two per field: each field's value set as a person's typing leaves it (the form posts what its
 * controls hold), an option that does not exist refused, then the submit button pressed.
 */
export async function postComplaintAtOnce(
  page: Page,
  copy: ReturnType<typeof complainCopy>,
  values: Record<string, string>,
) {
  await page.evaluate((entries) => {
    for (const [name, value] of entries) {
      const control = document.getElementById(`complain-${name}`) as HTMLInputElement | null;
      if (!control) throw new Error(`no field complain-${name}`);
      control.value = value;
      if (control.value !== value) throw new Error(`complain-${name} cannot hold ${value}`);
    }
  }, Object.entries(values));
  await page.getByRole('button', { name: copy.form.submit }).click();
}

/** Presses the download button named `button` and reads the file it saves. */
export async function downloadText(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return fs.readFileSync((await download.path())!, 'utf8');
}

/** Every text of every row of every table of a SQLite file, for a marker search. */
export function everyStoredText(file: string): string {
  const name = file.replace(/^file:/, '');
  // A server that never opened its database has stored nothing.
  if (!fs.existsSync(name)) return '';
  const db = new Database(name, { readonly: true });
  try {
    const tables = db.prepare("select name from sqlite_master where type = 'table'").all() as {
      name: string;
    }[];
    return tables
      .map((t) => JSON.stringify(db.prepare(`select * from "${t.name}"`).all()))
      .join('\n');
  } finally {
    db.close();
  }
}

/** Printing shows the letter alone: the page's header and heading hidden, the letter in its direction. */
export async function expectPrintsLetterAlone(page: Page, dir: 'ltr' | 'rtl') {
  await page.emulateMedia({ media: 'print' });
  const letter = page.getByTestId('complaint-letter');
  await expect(letter).toBeVisible();
  await expect(page.getByRole('banner').first()).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByTestId('complain-privacy')).toBeHidden();
  expect(await letter.evaluate((e) => getComputedStyle(e).direction)).toBe(dir);
  // Nothing else takes room on paper: the page is no taller than the letter and its frame.
  const [letterHeight, pageHeight] = await letter.evaluate((e) => [
    e.getBoundingClientRect().height,
    document.documentElement.scrollHeight,
  ]);
  expect(pageHeight).toBeLessThan(letterHeight + 400);
  await page.emulateMedia({ media: 'screen' });
}
