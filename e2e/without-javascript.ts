import type { Page } from '@playwright/test';
import { test } from './fixtures';

/**
 * A describe block whose tests run with JavaScript off: the site's first path (GET forms, server
 * rendering), which every feature must serve before its script enhances it.
 */
export function withoutJavaScript(title: string, body: () => void) {
  test.describe(title, () => {
    test.use({ javaScriptEnabled: false });
    body();
  });
}

/**
 * Lines that ask the visitor to choose or expand something, or point at a button a script serves
 * (the page copy's `hint` fields, `<WithScript>` in MDX), each with the line before it on its
 * page: shown with JavaScript (e2e/route-extras.ts), not without (e2e/scriptless-controls.spec.ts).
 */
export const SCRIPT_HINTS = new Map<string, { before: string; hint: string }>([
  ['/plans', { before: 'Four ways to pay for a mobile line', hint: 'Choose a type to see' }],
  ['/ar/plans', { before: 'أربع طرق للدفع مقابل خط الهاتف المتحرك', hint: 'اختر نوعًا' }],
  [
    '/about',
    { before: 'Five principles guide how we research and write', hint: 'Choose a tab to see' },
  ],
  ['/ar/about', { before: 'خمسة مبادئ توجّه طريقة بحثنا وكتابتنا', hint: 'اختر تبويبًا' }],
  [
    '/guides',
    { before: 'the guides our editors suggest reading first', hint: 'Select one to expand it' },
  ],
  ['/ar/guides', { before: 'الأدلة التي يقترح محررونا قراءتها أولًا', hint: 'اختر أحدها لتوسيعه' }],
  [
    '/cookie-policy',
    {
      before: 'which reopens your cookie preferences',
      hint: 'You can change your choice at any time',
    },
  ],
  ['/ar/cookie-policy', { before: 'من دون JavaScript', hint: 'يمكنك تغيير خيارك في أي وقت' }],
]);

/** The text a reader sees in the page's main content (hidden elements leave none). */
export const mainText = (page: Page) => page.locator('main').innerText();
