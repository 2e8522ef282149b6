import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The product page's buy box loads its code on the shopper's first touch (client:interaction):
 * a pointer over it starts that, as a shopper reaching for it would. Answers the live buy box.
 */
export async function liveBuyBox(page: Page): Promise<Locator> {
  await page.getByTestId('buy-box').hover();
  const live = page.locator('[data-testid=buy-box][data-hydrated=true]');
  await expect(live).toBeVisible();
  return live;
}
