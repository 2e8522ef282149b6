import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * No page of any class scrolls sideways, from a small phone to a wide desktop, in every locale.
 * Each page is loaded once per locale and measured at every width (the layout answers a resize),
 * with what hydrates on load in place (carousels, recommendations).
 */
const WIDTHS = [320, 390, 768, 1366, 1920];
const LOCALES = ['en-us', 'fr-fr', 'de-de', 'it-it'];
const DISMISS_POPUPS = () => localStorage.setItem('storefront:popups-dismissed', JSON.stringify(['seed-welcome', 'seed-newsletter']));

async function firstHref(page: Page, selector: string): Promise<string> {
  const href = await page.locator(selector).first().getAttribute('href');
  if (!href) throw new Error(`no link ${selector} on ${page.url()}`);
  return href;
}

/** What sticks out past the window, for the failure message. */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`);
    return `${document.documentElement.scrollWidth} > ${width} (${culprits.join(', ')})`;
  });
}

/** Every page class of one locale, each loaded once and measured at every width; what is too wide. */
async function tooWideIn(page: Page, locale: string): Promise<string[]> {
  const wide: string[] = [];
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/${locale}`);
  const category = await firstHref(page, '.mega-menu__all');
  await page.goto(category);
  const product = await firstHref(page, '.tile__link');
  const paths = [`/${locale}`, category, product, `/${locale}/search?q=shoe`, `/${locale}/help/contact-us`, `/${locale}/stories/choosing-trail-shoes`, `/${locale}/sign-in`, `/${locale}/no-such-page`];
  for (const path of paths) {
    await page.goto(path);
    // The product page's recommendations arrive after load (they widened it once).
    if (path === product) await page.waitForLoadState('networkidle');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const problem = await overflow(page);
      if (problem) wide.push(`${path} at ${width}: ${problem}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  }
  return wide;
}

test('no page class scrolls sideways at 320 to 1920 px in any locale', async ({ context }) => {
  test.setTimeout(240_000);
  await context.addInitScript(DISMISS_POPUPS);
  // The locales side by side (two tabs at a time): the server renders one while the browser lays out another.
  const wide: string[] = [];
  for (const pair of [LOCALES.slice(0, 2), LOCALES.slice(2)]) {
    const found = await Promise.all(pair.map(async (locale) => tooWideIn(await context.newPage(), locale)));
    wide.push(...found.flat());
  }
  expect(wide).toEqual([]);
});
