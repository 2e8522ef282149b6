import type { APIRequestContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { Product, ProductVariant } from '../../schemas/commerce/product';
import { test, expect } from './fixtures';
import { liveBuyBox } from './buy-box';

const CATEGORY = '/en-us/c/men-10001';
const CATEGORY_ID = '10001';

interface Pick {
  product: Product;
  variant: ProductVariant;
}

async function listingProducts(request: APIRequestContext): Promise<Product[]> {
  const listing = await (await request.get(`/api/products/v2/search/productSearch?locale=en-us&category=${CATEGORY_ID}&limit=24`)).json();
  const ids: string[] = listing.products.map((tile: { id: string }) => tile.id);
  return Promise.all(ids.map(async (id) => (await request.get(`/api/products/v2/products/${id}/details?locale=en-us`)).json()));
}

function buyable(product: Product): boolean {
  const soon = product.targetPublishDate !== null && Date.parse(product.targetPublishDate) > Date.now();
  return !soon && !product.presale && !product.customsExternalUrl && product.productType === 'physical';
}

/** A product of the category's first page with a variant matching `want`. */
async function findOnListing(request: APIRequestContext, want: (variant: ProductVariant) => boolean): Promise<Pick> {
  for (const product of await listingProducts(request)) {
    if (!buyable(product)) continue;
    const variant = product.variants.find(want);
    if (variant) return { product, variant };
  }
  throw new Error('no such variant on the listing');
}

async function chooseVariant(page: Page, prefix: string, product: Product, variant: ProductVariant) {
  for (const attribute of product.attributes) {
    const value = variant.attributes[attribute.type]!;
    await page.locator(`label[for="${prefix}-${attribute.type}-${value}"]`).click();
  }
}

const formatUsd = (minor: number) => `$${(minor / 100).toFixed(2)}`;

test('choosing colour then size changes price and availability', async ({ page, request }) => {
  const { product, variant } = await findOnListing(request, (v) => v.productInventoryState === 'InStock');
  await page.goto(product.url);
  const box = await liveBuyBox(page);
  await expect(box.locator('[data-buy-state]')).toHaveAttribute('data-buy-state', /choose-options|add-to-cart/);
  await chooseVariant(page, 'pdp', product, variant);
  await expect(box).toHaveAttribute('data-variant-id', variant.id);
  await expect(page.getByTestId('buy-box-price')).toContainText(formatUsd(variant.price.current));
  await expect(page.getByTestId('buy-box-stock')).toHaveText(/In stock|Only \d+ left/);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  // The gallery follows the colour, and shows it from the side, from above and close up: three different pictures.
  const gallery = page.getByTestId('product-gallery');
  await expect(gallery).toHaveAttribute('data-color', variant.attributes.color!);
  const shown = gallery.locator('img:not([hidden])');
  await expect(shown).toHaveCount(3);
  const sources = await shown.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''));
  expect(new Set(sources).size).toBe(3);
  for (const source of sources) expect(source).toMatch(new RegExp(`/${product.id}/${variant.attributes.color}(-top|-detail)?\\.svg`));
  await expect.poll(() => shown.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test('a sold-out variant offers notify-me and the email form works', async ({ page, request }) => {
  const { product, variant } = await findOnListing(request, (v) => v.productInventoryState === 'OutOfStock' && v.notifyMe);
  await page.goto(product.url);
  await liveBuyBox(page);
  await chooseVariant(page, 'pdp', product, variant);
  await expect(page.getByTestId('buy-box-stock')).toHaveText(/Out of stock/);
  const form = page.getByTestId('notify-me-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByText('Email is not valid')).toBeVisible();
  await form.getByLabel('Email').fill('e2e.shopper@example.com');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByTestId('notify-me-success')).toContainText('e2e.shopper@example.com');
});

test('quick shop opens from a tile and follows the same button priority', async ({ page, request }) => {
  const { product, variant } = await findOnListing(request, (v) => v.productInventoryState === 'OutOfStock' && v.notifyMe);
  await page.goto(CATEGORY);
  const trigger = page.locator(`a[data-quick-shop="${product.id}"]`);
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: product.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('buy-box')).toBeVisible();
  await chooseVariant(page, `qs-${product.id}`, product, variant);
  await expect(dialog.getByTestId('notify-me-form')).toBeVisible();
  const inStock = product.variants.find((v) => v.productInventoryState === 'InStock');
  if (inStock) {
    await chooseVariant(page, `qs-${product.id}`, product, inStock);
    await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('quick shop opens in the page dialog host, whose code loads only on that click', async ({ page, request }) => {
  const { product } = await findOnListing(request, (v) => v.productInventoryState === 'InStock');
  const dialogCode: string[] = [];
  page.on('request', (sent) => {
    // Scripts only: the page links every island's stylesheet up front (build.inlineStylesheets: 'never').
    if (/\/_astro\/(mount-dialog-host|QuickShopDialog|open-quick-shop)\.[^/]*\.js$/.test(sent.url())) dialogCode.push(sent.url());
  });
  await page.goto(CATEGORY);
  await page.waitForLoadState('networkidle');
  expect(dialogCode).toEqual([]);
  await page.locator(`a[data-quick-shop="${product.id}"]`).click();
  const dialog = page.getByRole('dialog', { name: product.name });
  await expect(dialog.getByTestId('buy-box')).toBeVisible();
  // The one host shows it (the pop-up block on this page is a dialog of its own).
  await expect(page.locator('#dialog-host-root').getByRole('dialog', { name: product.name })).toHaveAttribute('data-dialog', 'quickshop');
  await expect(page.getByRole('dialog', { name: product.name })).toHaveCount(1);
  expect(dialogCode.some((url) => url.includes('mount-dialog-host'))).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the product page has no serious or critical accessibility violation', async ({ page, request }) => {
  const { product } = await findOnListing(request, (v) => v.productInventoryState === 'InStock');
  await page.goto(product.url);
  await liveBuyBox(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('product pages carry Product JSON-LD, hreflang alternates and Open Graph tags', async ({ page, request }) => {
  const { product } = await findOnListing(request, (v) => v.productInventoryState === 'InStock');
  await page.goto(product.url);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.name, sku: product.id, brand: { name: product.brand } });
  expect(jsonLd.offers.priceCurrency).toBe('USD');
  await expect(page.locator('link[rel=alternate][hreflang="de-DE"]')).toHaveAttribute('href', new RegExp(`/de-de/p/.*-${product.id}$`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');

  // The French alternate is the same product in French: its copy, the headings and French decimals.
  const french: Product = await (await request.get(`/api/products/v2/products/${product.id}/details?locale=fr-fr`)).json();
  expect(french.name).not.toBe(product.name);
  await page.goto(new URL((await page.locator('link[rel=alternate][hreflang="fr-FR"]').getAttribute('href'))!).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.name);
  await expect(page.locator('.product__description')).toHaveText(french.description);
  await expect(page.getByRole('heading', { level: 2, name: 'Détails' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Caractéristiques' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Features' })).toHaveCount(0);
  expect(product.rating.reviewsCount).toBeGreaterThan(0);
  await expect(page.locator('.product__rating')).toContainText(`Noté ${product.rating.score.toFixed(1).replace('.', ',')} sur 5`);
});
