import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * An accordion of `<details>` in `section` where one is open at a time: none open at first;
 * opening item `first` opens it (then `opened(first item)` checks what it shows), opening `second`
 * opens that one and closes `first`; `close` ('click' or the Enter key) on `second` closes it.
 */
export async function expectOneOpenAtATime(
  section: Locator,
  { first, second, close = 'click', opened }: AccordionSteps,
) {
  const items = section.locator('details');
  const summaries = section.locator('summary');
  const open = section.locator('details[open]');
  await expect(open).toHaveCount(0);
  await summaries.nth(first).click();
  await expect(items.nth(first)).toHaveJSProperty('open', true);
  await opened?.(items.nth(first));
  await summaries.nth(second).click();
  await expect(items.nth(second)).toHaveJSProperty('open', true);
  await expect(items.nth(first)).toHaveJSProperty('open', false);
  await expect(open).toHaveCount(1);
  if (close === 'click') await summaries.nth(second).click();
  else await summaries.nth(second).press('Enter');
  await expect(open).toHaveCount(0);
}

type AccordionSteps = {
  first: number;
  second: number;
  close?: 'click' | 'Enter';
  opened?: (item: Locator) => Promise<void>;
};
