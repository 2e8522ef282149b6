import type { APIRequestContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { Product } from '../../schemas/commerce/product';
import { test, expect } from './fixtures';
import { liveBuyBox } from './buy-box';

// Product page extras: store availability, reviews and questions, recommendations, interaction origins.
const CATEGORY_ID = '10001';
const NEW_YORK = '10001';

type Layer = Array<Record<string, unknown>>;
/** A view_item_list push (GA4: the list and its items in `ecommerce`). */
type ListImpressions = { item_list_id: string; item_list_name: string; currency: string; items: Array<Record<string, unknown> & { item_id: string; index: number }> };
const listImpressions = async (page: Page) => (await dataLayer(page)).filter((event) => event.event === 'view_item_list').map((event) => event.ecommerce as ListImpressions);
const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Layer);

/** A physical, buyable product of the men's category with more than one page of reviews. */
async function reviewedProduct(request: APIRequestContext): Promise<Product> {
  const listing = await (await request.get(`/api/products/v2/search/productSearch?locale=en-us&category=${CATEGORY_ID}&limit=24`)).json();
  for (const tile of listing.products as Array<{ id: string; rating: { reviewsCount: number } }>) {
    if (tile.rating.reviewsCount <= 10) continue;
    const product: Product = await (await request.get(`/api/products/v2/products/${tile.id}/details?locale=en-us`)).json();
    const soon = product.targetPublishDate !== null && Date.parse(product.targetPublishDate) > Date.now();
    if (!soon && !product.presale && !product.customsExternalUrl && product.productType === 'physical') return product;
  }
  throw new Error('no reviewed product on the listing');
}

/** Waits until the island holding `testId` has hydrated (Astro drops the island's ssr attribute). */
async function hydrate(page: Page, testId: string) {
  const content = page.getByTestId(testId);
  await content.scrollIntoViewIfNeeded();
  await content.hover();
  await expect(page.locator('astro-island', { has: content })).not.toHaveAttribute('ssr');
  return content;
}

async function openProduct(page: Page, product: Product) {
  await page.goto(product.url);
  await liveBuyBox(page);
}

async function chooseVariant(page: Page, product: Product, variantId: string) {
  const variant = product.variants.find((candidate) => candidate.id === variantId)!;
  for (const attribute of product.attributes) {
    await page.locator(`label[for="pdp-${attribute.type}-${variant.attributes[attribute.type]}"]`).click();
  }
  await expect(page.getByTestId('buy-box')).toHaveAttribute('data-variant-id', variantId);
}

async function openPickup(page: Page, product: Product) {
  const variant = product.variants.find((candidate) => candidate.productInventoryState === 'InStock')!;
  await openProduct(page, product);
  await chooseVariant(page, product, variant.id);
  const opener = page.getByRole('button', { name: 'Check store availability' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
  await dialog.getByLabel('Postal code').fill(NEW_YORK);
  await dialog.getByRole('button', { name: 'Find stores' }).click();
  await expect(dialog.getByTestId('pickup-store').first()).toBeVisible();
  return { dialog, opener, variant };
}

test('the pickup dialog lists the stores near a postal code with the chosen variant’s stock', async ({ page, request }) => {
  const product = await reviewedProduct(request);
  const { dialog, opener, variant } = await openPickup(page, product);
  const stores = (await (await request.post('/api/stores/v1/search?locale=en-us', { headers: { 'x-brand': 'stride' }, data: { postalCode: NEW_YORK } })).json()).stores as Array<{ id: string; name: string }>;
  const stock = (await (await request.get(`/api/products/v2/products/${product.id}/storeInventory?locale=en-us&storeIds=${stores.map((s) => s.id).join(',')}`, { headers: { 'x-brand': 'stride' } })).json())
    .storeInventory as Array<{ storeId: string; variantId: string; quantity: number }>;
  const rows = dialog.getByTestId('pickup-store');
  await expect(rows).toHaveCount(stores.length);
  for (const [index, store] of stores.entries()) {
    const quantity = stock.find((row) => row.storeId === store.id && row.variantId === variant.id)?.quantity ?? 0;
    await expect(rows.nth(index)).toContainText(store.name);
    await expect(rows.nth(index)).toContainText(/km away/);
    await expect(rows.nth(index)).toHaveAttribute('data-quantity', String(quantity));
  }
  // An area without stores says so; Escape closes and gives the focus back to the opener.
  await dialog.getByLabel('Postal code').fill('30301');
  await dialog.getByRole('button', { name: 'Find stores' }).click();
  await expect(dialog.getByTestId('pickup-empty')).toHaveText(/No stores near 30301/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('quick shop checks store stock inside its panel and goes back to the buy box', async ({ page, request }) => {
  const product = await reviewedProduct(request);
  const variant = product.variants.find((candidate) => candidate.productInventoryState === 'InStock')!;
  await page.goto(`/en-us/c/men-${CATEGORY_ID}`);
  await page.locator(`a[data-quick-shop="${product.id}"]`).click();
  const panel = page.getByRole('dialog', { name: product.name });
  await expect(panel.getByTestId('buy-box')).toBeVisible();
  for (const attribute of product.attributes) {
    await page.locator(`label[for="qs-${product.id}-${attribute.type}-${variant.attributes[attribute.type]}"]`).click();
  }
  await panel.getByRole('button', { name: 'Check store availability' }).click();
  await expect(panel.getByRole('heading', { name: 'Pick up in store' })).toBeVisible();
  await panel.getByLabel('Postal code').fill(NEW_YORK);
  await panel.getByRole('button', { name: 'Find stores' }).click();
  await expect(panel.getByTestId('pickup-store').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Back' }).click();
  await expect(panel.getByRole('button', { name: 'Check store availability' })).toBeFocused();
  await expect(panel.getByTestId('buy-box')).toHaveAttribute('data-variant-id', variant.id);
});

test('the product page with the pickup dialog open has no serious accessibility violations', async ({ page, request }) => {
  await openPickup(page, await reviewedProduct(request));
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('reviews are on the page without JavaScript, page on demand, and take one helpful vote that is remembered', async ({ page, request }) => {
  const product = await reviewedProduct(request);
  // Crawlable: the first page is in the HTML.
  const html = await (await request.get(product.url)).text();
  expect(html.match(/data-testid="review"/g)).toHaveLength(10);

  await openProduct(page, product);
  const reviews = await hydrate(page, 'reviews');
  await page.getByRole('navigation', { name: 'Review pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(reviews).toHaveAttribute('data-page', '2');
  await expect(page.getByText(`Reviews 11 to ${Math.min(20, product.rating.reviewsCount)} of ${product.rating.reviewsCount}`)).toBeVisible();

  const first = page.getByTestId('review').first();
  const reviewId = (await first.getAttribute('data-review-id'))!;
  const yes = first.getByTestId('review-helpful');
  const before = Number((await yes.textContent())!.match(/\d+/)![0]);
  await yes.click();
  await expect(first.getByRole('status')).toHaveText('Thank you for your feedback.');
  await expect(yes).toHaveText(`Yes (${before + 1})`);
  await expect(yes).toHaveAttribute('aria-pressed', 'true');
  const listed = await (await request.get(`/api/products/v2/products/${product.id}/reviews?locale=en-us&limit=50`, { headers: { 'x-brand': 'stride' } })).json();
  expect(listed.reviews.find((review: { id: string }) => review.id === reviewId).helpfulVotes).toBe(before + 1);

  // The same shopper's second vote is not counted, even from a page that does not know it yet.
  await page.evaluate(() => localStorage.removeItem('storefront:review-feedback'));
  await page.reload();
  await hydrate(page, 'reviews');
  await page.getByRole('navigation', { name: 'Review pages' }).getByRole('button', { name: 'Next' }).click();
  const again = page.locator(`[data-review-id="${reviewId}"]`);
  await again.getByRole('button', { name: /^No/ }).click();
  await expect(again.getByRole('status')).toHaveText('You have already rated this review.');
});

test('a shopper asks a question: the dialog thanks them and the question is listed', async ({ page, request }) => {
  const product = await reviewedProduct(request);
  await openProduct(page, product);
  const questions = await hydrate(page, 'questions');
  await questions.getByTestId('ask-question').click();
  const dialog = page.getByRole('dialog', { name: 'Ask a question' });
  await dialog.getByRole('button', { name: 'Send question' }).click();
  await expect(dialog.getByText('Enter your question.')).toBeVisible();
  const text = `Is it good for wide feet? ${Date.now()}`;
  await dialog.getByLabel('Your question').fill(text);
  await dialog.getByRole('button', { name: 'Send question' }).click();
  await expect(dialog.getByTestId('ask-question-success')).toContainText('Thank you for your question');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(questions.getByTestId('question').first()).toContainText(text);
  const listed = await (await request.get(`/api/products/v2/products/${product.id}/reviews/questions?locale=en-us`, { headers: { 'x-brand': 'stride' } })).json();
  expect(listed.questions[0].text).toBe(text);
});

test('the recommendation carousel hydrates only near the viewport and reports each impression once, with its recToken', async ({ page, request }) => {
  const product = await reviewedProduct(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openProduct(page, product);
  const carousel = page.locator('[data-widget-id="pdp-similar"]');
  const island = page.locator('astro-island', { has: carousel });
  await expect(island).toHaveAttribute('ssr', '');
  // Impressions come in batches (view_item_list, one push for the slides seen together); each item is one impression.
  const impressions = async () => (await listImpressions(page)).filter((list) => list.item_list_id === 'pdp-similar').flatMap((list) => list.items);
  expect(await impressions()).toEqual([]);

  // 150 px below the fold: inside the 200 px margin, so it hydrates, but nothing is seen yet.
  const top = await carousel.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), top - 800 - 150);
  await expect(island).not.toHaveAttribute('ssr');
  expect(await impressions()).toEqual([]);

  await page.locator('[data-widget-id="pdp-similar"]').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await impressions()).length).toBeGreaterThanOrEqual(6);
  await page.mouse.wheel(0, -200);
  await page.locator('[data-widget-id="pdp-similar"]').scrollIntoViewIfNeeded();
  const seen = await impressions();
  expect(seen.length).toBeLessThanOrEqual(24);
  expect(new Set(seen.map((item) => item.recToken)).size).toBe(seen.length);
  for (const item of seen) expect(item).toMatchObject({ item_list_name: 'recommendation-carousel', recToken: expect.any(String), recommendationId: expect.stringMatching(/^related-/) });

  // The arrows move six slides at a time on a large screen.
  await carousel.hover();
  await expect(carousel).toHaveAttribute('data-enhanced', 'true');
  const count = await carousel.locator('.carousel__slide').count();
  test.skip(count <= 6, 'one view of related products only');
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(async () => (await impressions()).map((item) => item.index)).toContain(Math.min(12, count));
});

test('grid tiles report their impressions as they are seen; a tile click records its origin, and the product page view carries it (direct-to-pdp otherwise)', async ({ page }) => {
  await page.goto(`/en-us/c/men-${CATEGORY_ID}`);
  const tile = page.locator('.tile__link').first();
  const productId = await tile.getAttribute('data-product-id');
  // Tiles seen together are one view_item_list push; tiles further down are reported once scrolled to, each once.
  const gridItems = async () => (await listImpressions(page)).map((list) => {
    expect(list).toMatchObject({ item_list_id: CATEGORY_ID, item_list_name: 'grid', currency: 'USD' });
    return list.items;
  });
  await tile.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await gridItems())[0]?.[0]).toMatchObject({ item_id: productId, index: 1 });
  const tiles = page.locator('.tile');
  await tiles.nth((await tiles.count()) - 1).scrollIntoViewIfNeeded();
  await expect.poll(async () => (await gridItems()).length).toBeGreaterThan(1);
  const indexes = (await gridItems()).flat().map((item) => item.index);
  expect(indexes).toContain(await tiles.count());
  expect(new Set(indexes).size).toBe(indexes.length);
  await page.evaluate(() => window.scrollTo(0, 0));
  // Keep the category page to read its data layer, then follow the link.
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), { once: true, capture: true }));
  await tile.click();
  expect((await dataLayer(page)).filter((event) => event.event === 'productClick')).toEqual([
    { event: 'productClick', interactionOrigin: 'grid', productId, position: 1 },
  ]);
  await page.goto((await tile.getAttribute('href'))!);
  const view = (await dataLayer(page)).find((event) => event.event === 'productView');
  expect(view).toMatchObject({ productId, interactionOrigin: 'grid' });

  // From a recommendation to the next product page.
  const rec = page.locator('[data-widget-id="pdp-similar"] a[data-interaction-origin]').first();
  await rec.scrollIntoViewIfNeeded();
  const recommended = await rec.getAttribute('data-product-id');
  await rec.click();
  await page.waitForURL(new RegExp(recommended!));
  expect((await dataLayer(page)).find((event) => event.event === 'productView')).toMatchObject({ productId: recommended, interactionOrigin: 'recommendation-carousel' });

  // Reloaded or typed in: direct.
  await page.reload();
  expect((await dataLayer(page)).find((event) => event.event === 'productView')).toMatchObject({ interactionOrigin: 'direct-to-pdp' });
});

test('search tiles record the search origin', async ({ page }) => {
  await page.goto('/en-us/search?q=runner');
  const tile = page.locator('.tile__link').first();
  await expect(tile).toHaveAttribute('data-interaction-origin', 'search');
  const productId = await tile.getAttribute('data-product-id');
  await tile.click();
  await page.waitForURL(new RegExp(productId!));
  expect((await dataLayer(page)).find((event) => event.event === 'productView')).toMatchObject({ productId, interactionOrigin: 'search' });
});
