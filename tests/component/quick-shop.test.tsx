// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product, ProductInventory } from '@schemas/commerce/product';
import { DIALOG_TRANSITION_MS } from '@schemas/constants';
import { openQuickShop } from '@islands/quickshop/open-quick-shop';
import { $dialogs, closeDialog } from '@stores/dialogs';
import { price, shoe } from '../unit/lib/product/fixtures';
import { stubApi } from './product-extras/api-stub';

const product: Product = {
  id: 'ST00000001', siteId: 'stride', name: 'Zephyr Road Runner', url: '/en-us/p/zephyr-road-runner-ST00000001', slug: 'zephyr-road-runner',
  brand: 'Stride', description: 'A road shoe.', currency: 'USD', price: price(10_000), badge: null, eyebrow: null, targetPublishDate: null,
  productType: 'physical', presale: false, isRobisOnly: false, subscriptionType: null, customsExternalUrl: null, modelMeasurements: null,
  details: { sections: [] }, attributes: shoe.attributes, variants: shoe.variants,
  images: [{ url: '/images/zephyr-black.jpg', alt: 'Zephyr in black', width: 800, height: 800, color: '001' }],
  primaryCategoryId: '10001', categoryIds: ['10001'], rating: { score: 4.5, reviewsCount: 2 },
};
const inventory: ProductInventory = {
  productId: product.id,
  variants: Object.fromEntries(shoe.variants.map((v) => [v.id, { quantity: v.productInventoryState === 'InStock' ? 5 : 0, stockStatus: v.productInventoryState, lowStock: false }])),
};

function tileButton(): HTMLAnchorElement {
  const button = document.createElement('a');
  button.href = product.url;
  button.textContent = 'Quick shop';
  document.body.append(button);
  button.focus();
  return button;
}

// The first opening loads the host and the quick-shop view (cold module imports in the test runner).
const loaded = { timeout: 5000 };

async function open(extra: { context?: 'quickshop' | 'update'; variantId?: string } = {}) {
  stubApi({
    [`GET /products/v2/products/${product.id}/details`]: { body: product },
    [`GET /products/v2/products/${product.id}/inventory`]: { body: inventory },
  });
  const opener = tileButton();
  await act(() => openQuickShop({ productId: product.id, productHref: product.url, apiBasePath: '/api', siteId: 'stride', locale: 'en-us', opener, ...extra }));
  return opener;
}

afterEach(() => {
  act(() => closeDialog());
  cleanup();
  document.body.innerHTML = '';
});

describe('quick shop', () => {
  it('is a view of the page dialog host: named after the product once loaded, with the buy box inside', async () => {
    await open();
    expect($dialogs.get()?.name).toBe('quickshop');
    const dialog = await screen.findByRole('dialog', { name: 'Zephyr Road Runner' }, loaded);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByTestId('buy-box')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'View full details' }).getAttribute('href')).toBe(product.url);
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
  });

  it('closes on Escape and gives focus back to the tile button', async () => {
    const opener = await open();
    const dialog = await screen.findByRole('dialog', { name: 'Zephyr Road Runner' }, loaded);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: DIALOG_TRANSITION_MS * 4 });
    expect(document.activeElement).toBe(opener);
  });

  it('in update context starts on the cart line variant and offers to update the cart', async () => {
    await open({ context: 'update', variantId: 'r10' });
    const dialog = await screen.findByRole('dialog', { name: 'Zephyr Road Runner' }, loaded);
    await waitFor(() => expect(within(dialog).getByTestId('buy-box').getAttribute('data-variant-id')).toBe('r10'));
    expect(within(dialog).getByRole('button', { name: 'Update in cart' })).toBeTruthy();
  });
});
