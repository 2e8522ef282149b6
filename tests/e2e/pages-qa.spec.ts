import AxeBuilder from '@axe-core/playwright';
import { GENERIC_PAGE_PATHS } from '../../src/server/db/seed/content/generic-pages';
import { test, expect } from './fixtures';

/**
 * The seeded content pages as shoppers meet them (QA pass of the content engine): every generic
 * page is reachable from the footer and passes axe, phones never scroll sideways, and the
 * interactive blocks keep keyboard focus where the shopper is.
 */
const PAGES = ['', ...GENERIC_PAGE_PATHS, 'newsletter', 'events', 'stories/choosing-trail-shoes'];
const DISMISS_POPUPS = () => localStorage.setItem('storefront:popups-dismissed', JSON.stringify(['seed-welcome', 'seed-newsletter']));

test('every seeded content page of a brand passes axe (serious and critical) in French', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(DISMISS_POPUPS);
  const problems: string[] = [];
  for (const path of PAGES) {
    const response = await page.goto(`/fr-fr/${path}?siteId=loom`);
    expect(response?.status(), path).toBe(200);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    for (const violation of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      problems.push(`/${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    }
  }
  expect(problems).toEqual([]);
});

test('no seeded content page scrolls sideways on a phone in German', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: 'storefront_consent', value: 'C0001:1,C0002:0,C0003:0,C0004:0', url: baseURL! }]);
  const page = await context.newPage();
  const wide: string[] = [];
  for (const path of PAGES) {
    await page.goto(`/de-de/${path}?siteId=stride`);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    if (scrollWidth > clientWidth) wide.push(`/${path}: ${scrollWidth} > ${clientWidth}`);
  }
  await context.close();
  expect(wide).toEqual([]);
});

test('the footer links the help, loyalty and terms pages, and each opens', async ({ page }) => {
  await page.goto('/de-de?siteId=summit');
  const help = page.getByRole('navigation', { name: 'Hilfe und Informationen' });
  const links = help.getByRole('link');
  await expect(links).toHaveCount(5);
  await expect(help.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/de-de/privacy?siteId=summit');
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!))) {
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
});

test('home by keyboard: benefit bar close, carousel arrows at the ends, and three category cards in one even row', async ({ page }) => {
  await page.addInitScript(DISMISS_POPUPS);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en-us?siteId=stride');

  const close = page.getByRole('button', { name: 'Close benefits' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(close).toBeHidden();
  await expect(page.locator('#main')).toBeFocused();

  const cards = page.locator('.category-cards__grid > li');
  await expect(cards).toHaveCount(3);
  const heights = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().height)));
  expect(new Set(heights).size, `card heights ${heights.join(', ')}`).toBe(1);

  const carousel = page.getByRole('region', { name: 'Trending now' });
  const next = carousel.getByRole('button', { name: 'Next slide' });
  await next.focus();
  // Focus hydrates the island (client:interaction); embla is ready once data-enhanced is set.
  await expect(carousel).toHaveAttribute('data-enhanced', 'true');
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  const previous = carousel.getByRole('button', { name: 'Previous slide' });
  await previous.focus();
  await page.keyboard.press('Enter');
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(previous).toBeFocused();
});

test('the pop-up keeps keyboard focus: expand into the panel, Escape back to the tab', async ({ page }) => {
  await page.goto('/en-us/loyalty?siteId=stride');
  const popup = page.locator('storefront-popup[data-state]');
  await expect(popup).toHaveAttribute('data-state', 'expanded', { timeout: 5_000 });
  await popup.getByRole('button', { name: 'Minimize' }).focus();
  await page.keyboard.press('Enter');
  const tab = popup.getByRole('button', { name: 'Get 10% off' });
  await expect(tab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup.getByRole('dialog')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tab).toBeFocused();
});
