// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import PickupInStore from '@islands/product/pickup/PickupInStore';
import { PICKUP_TEXT_KEYS } from '@islands/product/pickup/pickup-texts';
import { productExtrasTexts } from '@shared/i18n/messages/product-extras';
import { apiError, stubApi } from './api-stub';

const store = (id: string, name: string, distance: number) => ({
  id, name, address: '1 Main St', city: 'New York', postalCode: '10013', country: 'US', latitude: 40.7, longitude: -74, distance, collectionPoint: null,
});

function renderPickup() {
  return render(
    <PickupInStore
      productId="ST00000001"
      variantId="ST00000001-001-9"
      itemLabel="Runner, Black, 9"
      target={{ apiBasePath: '/api', siteId: 'stride', locale: 'en-us' }}
      texts={productExtrasTexts('en-us', PICKUP_TEXT_KEYS)}
    />,
  );
}

async function search(postalCode: string) {
  fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: postalCode } });
  fireEvent.click(screen.getByRole('button', { name: 'Find stores' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('pickup in store', () => {
  it('lists the stores near a postal code with distance and the chosen variant’s stock', async () => {
    const { calls } = stubApi({
      'POST /stores/v1/search': { body: { origin: { latitude: 40.7, longitude: -74 }, stores: [store('S1', 'Downtown', 1.2), store('S2', 'Uptown', 8), store('S3', 'Harbour', 12.5)] } },
      'GET /products/v2/products/ST00000001/storeInventory': {
        body: { storeInventory: [
          { storeId: 'S1', variantId: 'ST00000001-001-9', quantity: 12 }, { storeId: 'S2', variantId: 'ST00000001-001-9', quantity: 2 },
          { storeId: 'S3', variantId: 'ST00000001-001-9', quantity: 0 }, { storeId: 'S3', variantId: 'ST00000001-001-10', quantity: 5 },
        ] },
      },
    });
    renderPickup();
    expect(screen.getByText('Find stores near you that have Runner, Black, 9 in stock.')).toBeTruthy();
    await search('10001');
    const rows = await screen.findAllByTestId('pickup-store');
    expect(rows.map((row) => within(row).getByText(/km away/).textContent)).toEqual(['1.2 km away', '8 km away', '12.5 km away']);
    expect(rows.map((row) => row.querySelector('.pickup__stock')!.textContent)).toEqual(['In stock: 12', 'Only 2 left', 'Not in stock']);
    expect(screen.getByText('Stores near 10001: 3')).toBeTruthy();
    expect(calls[0]!.body).toEqual({ postalCode: '10001' });
    expect(calls[1]!.search.get('storeIds')).toBe('S1,S2,S3');
    // The next search starts from the same postal code.
    cleanup();
    renderPickup();
    expect((screen.getByLabelText('Postal code') as HTMLInputElement).value).toBe('10001');
  });

  it('says when no store is near, and does not ask for stock', async () => {
    const { calls } = stubApi({ 'POST /stores/v1/search': { body: { origin: { latitude: 33.7, longitude: -84.4 }, stores: [] } } });
    renderPickup();
    await search('30301');
    expect((await screen.findByTestId('pickup-empty')).textContent).toContain('No stores near 30301.');
    expect(calls).toHaveLength(1);
  });

  it('asks for a postal code, and shows an unknown one at the field', async () => {
    stubApi({ 'POST /stores/v1/search': apiError(404, 'PCD404', 'This postal code could not be located.') });
    renderPickup();
    fireEvent.click(screen.getByRole('button', { name: 'Find stores' }));
    expect(screen.getByText('Enter a postal code.')).toBeTruthy();
    await search('99501');
    await screen.findByText('We could not find this postal code. Please check it.');
    const input = screen.getByLabelText('Postal code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
  });

  it('shows an error when the stores cannot be loaded', async () => {
    stubApi({ 'POST /stores/v1/search': apiError(500, 'GEN500', 'boom') });
    renderPickup();
    await search('10001');
    expect((await screen.findByRole('alert')).textContent).toBe('Stores could not be loaded. Please try again.');
  });
});
