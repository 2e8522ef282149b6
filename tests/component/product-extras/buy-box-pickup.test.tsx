// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import BuyBox, { type BuyBoxProps } from '@islands/product/BuyBox';
import { buyBoxTexts } from '@islands/product/labels';
import { PICKUP_TEXT_KEYS } from '@islands/product/pickup/pickup-texts';
import type { BuyBoxProduct } from '@islands/product/buy-box-product';
import { productExtrasTexts } from '@shared/i18n/messages/product-extras';
import { uiText } from '@shared/i18n/messages/ui';
import { $dialogs, closeDialog } from '@stores/dialogs';
import { price, shoe } from '../../unit/lib/product/fixtures';

// These tests read which dialog is asked for ($dialogs); the host itself (its own React root, with a
// closing timer) is not mounted, so no React work outlives the test environment.
vi.mock('@islands/dialogs/mount-dialog-host', () => ({ mountDialogHost: () => undefined }));

const product: BuyBoxProduct = {
  id: 'ST00000001', name: 'Runner', url: '/en-us/p/runner-ST00000001', currency: 'USD', price: price(10_000),
  attributes: shoe.attributes, variants: shoe.variants, targetPublishDate: null, presale: false, productType: 'physical', customsExternalUrl: null,
};

function renderBuyBox(overrides: Partial<BuyBoxProps> = {}) {
  const props: BuyBoxProps = {
    product, locale: 'en-us', context: 'page', notifyMeEnabled: true, idPrefix: 't', inventory: null,
    labels: {
      text: buyBoxTexts((key) => uiText('en-us', key)),
      validation: { required: 'This field is required', emailInvalid: 'Email is not valid' },
      pickup: productExtrasTexts('en-us', PICKUP_TEXT_KEYS),
    },
    target: { apiBasePath: '/api', siteId: 'stride', locale: 'en-us' },
    ...overrides,
  };
  return render(<BuyBox {...props} />);
}

afterEach(() => {
  cleanup();
  closeDialog();
});

describe('buy box: store availability', () => {
  it('asks for the options first, then hands the chosen variant to the pickup view', () => {
    const onPickupInStore = vi.fn();
    renderBuyBox({ onPickupInStore });
    const button = screen.getByRole('button', { name: 'Check store availability' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Choose your options to check store stock.')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('radio', { name: 'L9' }));
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onPickupInStore).toHaveBeenCalledWith(expect.objectContaining({ productId: 'ST00000001', variantId: 'b9', itemLabel: 'Runner, L001, L9' }));
  });

  it('opens the pickup-in-store dialog with its title on the product page', async () => {
    renderBuyBox();
    fireEvent.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('radio', { name: 'L9' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check store availability' }));
    await waitFor(() => expect($dialogs.get()?.name).toBe('pickup-in-store'));
    expect($dialogs.get()?.props).toMatchObject({ title: 'Pick up in store', variantId: 'b9' });
  });

  it('offers no store check for digital products or without the texts', () => {
    renderBuyBox({ product: { ...product, productType: 'digital' } });
    expect(screen.queryByRole('button', { name: 'Check store availability' })).toBeNull();
    cleanup();
    renderBuyBox({ labels: { text: buyBoxTexts((key) => uiText('en-us', key)), validation: { required: 'r', emailInvalid: 'e' } } });
    expect(screen.queryByRole('button', { name: 'Check store availability' })).toBeNull();
  });
});
