import { mintContentToken } from '../../src/server/domain/content/content-tokens';
import { readContentSecret } from '../../src/server/domain/content/content-secret';
import { liveBuyBox } from './buy-box';
import { buyableVariants, chooseVariant } from './cart-helpers';
import { expect, test } from './fixtures';
import { serverDataDir } from './server-data';

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
    // React is known by what its code holds, not by file names (the API client's chunk is a `client.*` too):
    // react-dom's error links, Astro's hydrateRoot, React's element symbols.
    const REACT_CODE = /react\.dev\/errors|hydrateRoot|react\.transitional\.element|react\.element"/;
    const scripts: Array<Promise<string | null>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.text().then((code) => (REACT_CODE.test(code) ? response.url() : null), () => null));
      }
    });
    await page.goto('/en-us');
    await page.waitForLoadState('networkidle');
    expect((await Promise.all(scripts)).filter(Boolean)).toEqual([]);
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

test('an experiment: the test context forces a variant; in EMEA no decision and no event without consent, the assigned variant in place right after accepting; the report counts the visit and the add to cart', async ({ page, request }) => {
  test.slow();
  const secret = await readContentSecret({ DATA_DIR: serverDataDir() });
  const rich = (id: string, html: string) => ({ id, type: 'rich-text', version: 1, data: { html } });
  // Preconditions through the API: a published page with an experiment everyone is assigned 'bold' in.
  const saved = await request.put('/api/content/v1/documents', {
    headers: { authorization: `Bearer ${mintContentToken('editor', '*', secret).token}` },
    data: { siteId: 'stride', locale: 'en-gb', docType: 'page', key: 'e2e-experiment', publish: true, canvas: { name: 'Experiment', title: 'Experiment lab', blocks: [
      { id: 'lab', type: 'experience', version: 2, data: { experienceId: 'e2e-lab', baselines: [rich('lab-base', '<p>Baseline copy</p>')], variants: [
        { name: 'Bold', variantId: 'bold', weight: 100, targets: [rich('lab-bold', '<p>Bold copy</p><p>Two lines tall</p>')] },
        { name: 'Calm', variantId: 'calm', weight: 0, targets: [rich('lab-calm', '<p>Calm copy</p>')] },
      ] } },
      rich('after', '<p>Below the experiment</p>'),
    ] } },
  });
  expect(saved.status()).toBe(200);
  const cms = mintContentToken('preview', 'stride', secret).token;
  const report = async () => ((await (await request.get(`/api/engine/v1/report/stride?locale=en-gb&cms=${cms}`)).json()) as { experiments: Array<{ experienceId: string; variants: Array<{ variantId: string; visitors: number; addToCart: { conversions: number } }> }> })
    .experiments.find((experiment) => experiment.experienceId === 'e2e-lab')!.variants.find((arm) => arm.variantId === 'bold')!;
  const before = await report();

  const engineCalls: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/engine/v1/')) engineCalls.push(new URL(call.url()).pathname);
  });
  const lab = page.locator('storefront-experience[data-experience-id="e2e-lab"]');
  // An editor's test context picks a variant, whatever the assignment and consent.
  await page.goto(`/en-gb/e2e-experiment?p13n_testcontext=${encodeURIComponent('{"e2e-lab":"calm"}')}`);
  await expect(lab).toHaveAttribute('data-shown', 'calm');
  await expect(page.getByText('Calm copy')).toBeVisible();

  // EMEA, only required cookies: the baseline, no decide call, no experiment event, no visitor cookie.
  await page.goto('/en-gb/e2e-experiment');
  await expect(page.getByText('Baseline copy')).toBeVisible();
  await expect(lab).toHaveAttribute('data-shown', 'baseline');
  const below = page.getByText('Below the experiment');
  // Where they sit in the document (the footer's button scrolls the page).
  const where = async () => Promise.all([lab, below].map((locator) => locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top + window.scrollY, left: box.left, height: box.height, width: box.width };
  })));
  const placed = await where();
  await page.getByRole('button', { name: 'Cookie preferences' }).click();
  expect(engineCalls).toEqual([]);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'monetateId')).toBe(false);

  // Accepting decides at once, on the open page: the assigned variant takes the baseline's place, nothing moves.
  await page.getByRole('region', { name: 'Your privacy choices' }).getByRole('button', { name: 'Accept all' }).click();
  await expect(lab).toHaveAttribute('data-shown', 'bold');
  await expect(page.getByText('Bold copy')).toBeVisible();
  await expect(page.getByText('Baseline copy')).toBeHidden();
  expect(await where()).toEqual(placed);
  expect(engineCalls).toEqual(['/api/engine/v1/decide/stride']);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'monetateId')?.httpOnly).toBe(true);

  // The impression leaves with the page; an add to cart elsewhere is the experiment's conversion.
  const [pick] = await buyableVariants(request);
  await page.goto(pick!.product.url.replace('/en-us/', '/en-gb/'));
  await liveBuyBox(page);
  await chooseVariant(page, 'pdp', pick!);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  // §7 data layer: the add as GA4's add_to_cart, in the page's currency.
  const layer = () => page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer);
  expect((await layer()).filter((push) => push.event === 'add_to_cart')).toEqual([
    expect.objectContaining({ ecommerce: expect.objectContaining({ currency: 'GBP', items: [expect.objectContaining({ item_id: pick!.product.id, item_variant: pick!.variant.id, quantity: 1 })] }) }),
  ]);

  // The editors' report (a preview token) counts this visitor and the add to cart, which left with the product page.
  await page.goto(`/en-gb/showcase/experiments?cms=${cms}`);
  await expect.poll(async () => (await report()).addToCart.conversions).toBe(before.addToCart.conversions + 1);
  await page.reload();
  const row = page.locator('table[data-experience-id="e2e-lab"] tr[data-variant-id="bold"]');
  await expect(row.locator('[data-cell="visitors"]')).toHaveText(String(before.visitors + 1));
  await expect(row.locator('[data-cell="add-to-cart"]')).toHaveText(String(before.addToCart.conversions + 1));
  await expect(page.locator('table[data-experience-id="e2e-lab"] tr[data-variant-id="baseline"] th')).toHaveText('Baseline (control)');

  // The footer's link clicks are tracked once the pointer reaches the footer (its listener loads then).
  const footerLink = page.locator('footer[data-track-links] a').first();
  await footerLink.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await footerLink.hover();
  await expect.poll(async () => {
    await footerLink.click();
    return (await layer()).filter((push) => push.event === 'navigation_click' && push.navigation_area === 'footer').length;
  }).toBeGreaterThan(0);
});
