import { expect, test } from './fixtures';

test.describe('content blocks in the browser', () => {
  test('the carousel hydrates on interaction and its arrows move the slides', async ({ page }) => {
    await page.goto('/en-us');
    const carousel = page.getByRole('region', { name: 'Trending now' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).not.toHaveAttribute('data-hydrated', 'true');
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-enhanced', 'true');
    const track = carousel.locator('.carousel__track');
    const before = await track.evaluate((element) => getComputedStyle(element).transform);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => track.evaluate((element) => getComputedStyle(element).transform)).not.toBe(before);
    await carousel.getByRole('button', { name: 'Previous slide' }).press('Enter');
    await expect(carousel.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  });

  test('the pop-up appears minimized, expands after its delay, and stays dismissed after reload', async ({ page }) => {
    // The clock stands still until the test moves it: a slow first page load must not use up the delay.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/en-us');
    const tab = page.getByRole('button', { name: 'Get 10% off' });
    const panel = page.getByRole('dialog', { name: 'Join and get 10% off your first order' });
    await expect(tab).toBeVisible();
    await expect(panel).toBeHidden();
    await page.clock.runFor(1000);
    await expect(panel).toBeHidden();
    await page.clock.runFor(1100);
    await expect(panel).toBeVisible();
    await expect(tab).toBeHidden();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await page.reload();
    await page.clock.runFor(5000);
    await expect(page.locator('storefront-popup[data-popup-id="seed-welcome"]')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Get 10% off' })).toBeHidden();
  });

  test('the benefit bar stays closed after reload', async ({ page }) => {
    await page.goto('/en-us');
    const bar = page.getByRole('complementary', { name: 'Benefits' });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Free shipping');
    await bar.getByRole('button', { name: 'Close benefits' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.locator('storefront-benefit-bar')).toBeHidden();
  });

  test('the free-shipping benefit is hidden in Great Britain', async ({ page }) => {
    await page.goto('/en-gb');
    const bar = page.getByRole('complementary', { name: 'Benefits' });
    await expect(bar).toContainText('Free 30-day returns');
    await expect(bar).not.toContainText('Free shipping');
  });

  test('the mega menu is operable with the keyboard', async ({ page }) => {
    await page.goto('/en-us');
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    const tops = menu.locator('[data-menu-top]');
    const first = tops.first();
    await first.focus();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = menu.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    const links = panel.getByRole('link');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tops.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tops.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(first).toBeFocused();
  });

  test('a page made only of static blocks ships no JavaScript for its content', async ({ request }) => {
    const response = await request.get('/en-us/c/no-such-category-1234');
    expect(response.status()).toBe(404);
    const html = await response.text();
    const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
    expect(main).toContain('error-content');
    expect(main).not.toMatch(/<script/);
    expect(main).not.toContain('astro-island');
    expect(html).not.toContain('component-url="/_astro/CollectionCarousel');
  });

  test('pages load the island runtime and component scripts as cacheable files, and islands still hydrate', async ({ page, request }) => {
    const html = await (await request.get('/en-us')).text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inlineScripts.some((text) => text.includes('customElements.define("astro-island"'))).toBe(false);
    expect(inlineScripts.filter((text) => text.length > 1000)).toEqual([]);
    const runtime = /import\("(\/_astro\/astro-island\.[0-9a-f]+\.js)"\)/.exec(html)?.[1];
    expect(runtime).toBeTruthy();
    const file = await request.get(runtime!);
    expect(file.status()).toBe(200);
    expect(file.headers()['cache-control']).toContain('immutable');
    expect(await file.text()).toContain('astro-island');

    // The header's cart island still hydrates from the stored cart with the runtime loaded late.
    await page.addInitScript(() => localStorage.setItem('storefront:cart', JSON.stringify({ basketId: 'b-9', favoriteId: null, totalItems: 3 })));
    await page.goto('/en-us');
    await expect(page.getByTestId('cart-count')).toHaveText('3');
  });

  test('home loads no React before the first interaction', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/en-us');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /client\.|react|CollectionCarousel/.test(url))).toEqual([]);
  });
});

test('segmentation shows the cart reminder only when the stored cart has items', async ({ page }) => {
  await page.goto('/en-us');
  const segmentation = page.locator('storefront-segmentation[data-segmentation-id="home-cart-reminder"]');
  await expect(segmentation).toHaveAttribute('data-shown', 'baseline');
  await expect(page.getByText('Your bag is waiting')).toBeHidden();
  // A cart change on the open page (the cart store announces it) recalculates the block: a new
  // guest's page loaded no segmentation code until then.
  await page.evaluate(() => {
    localStorage.setItem('storefront:cart', JSON.stringify({ basketId: 'b-1', favoriteId: null, totalItems: 2 }));
    window.dispatchEvent(new CustomEvent('storefront:store-changed', { detail: { key: 'storefront:cart' } }));
  });
  await expect(segmentation).toHaveAttribute('data-shown', 'cart-not-empty');
  await page.reload();
  await expect(segmentation).toHaveAttribute('data-shown', 'cart-not-empty');
  await expect(page.getByText('Your bag is waiting')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check out now' })).toHaveAttribute('href', '/en-us/cart');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the first tap on a carousel arrow counts, even while the carousel’s code is still loading', async ({ page }) => {
    // A slow network: the carousel's code arrives well after the tap that asked for it.
    await page.route(/\/_astro\/CollectionCarousel\.[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/en-us');
    const carousel = page.getByRole('region', { name: 'Trending now' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).not.toHaveAttribute('data-enhanced', 'true');
    await carousel.getByRole('button', { name: 'Next slide' }).tap();
    await expect(carousel).toHaveAttribute('data-enhanced', 'true');
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  });
});
