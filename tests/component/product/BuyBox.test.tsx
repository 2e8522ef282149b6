// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import BuyBox, { type BuyBoxProps } from '@islands/product/BuyBox';
import { buyBoxTexts } from '@islands/product/labels';
import type { BuyBoxProduct } from '@islands/product/buy-box-product';
import { ADD_TO_CART_EVENT } from '@lib/product/add-to-cart-event';
import { uiText } from '@shared/i18n/messages/ui';
import { $session } from '@stores/session';
import { price, shoe } from '../../unit/lib/product/fixtures';
import { requestAddToCart } from '@islands/cart/add-to-cart';

// The cart performs the add (loaded on the click); here it only records what it was asked.
vi.mock('@islands/cart/add-to-cart', () => ({ requestAddToCart: vi.fn(async () => null) }));

const product: BuyBoxProduct = {
  id: 'ST00000001', name: 'Runner', url: '/en-us/p/runner-ST00000001', currency: 'USD',
  price: { ...price(10_000), highCurrent: 12_000 },
  attributes: shoe.attributes.map((attribute) => ({
    ...attribute,
    options: attribute.options.map((option) => (attribute.type === 'color' ? { ...option, swatch: { color: '#000' } } : option)),
  })),
  variants: shoe.variants, targetPublishDate: null, presale: false, productType: 'physical', customsExternalUrl: null,
};

function renderBuyBox(overrides: Partial<BuyBoxProps> = {}) {
  const props: BuyBoxProps = {
    product, locale: 'en-us', context: 'page', notifyMeEnabled: true, idPrefix: 't', inventory: null,
    labels: { text: buyBoxTexts((key) => uiText('en-us', key)), validation: { required: 'This field is required', emailInvalid: 'Email is not valid' } },
    target: { apiBasePath: '/api', siteId: 'stride', locale: 'en-us' },
    ...overrides,
  };
  return render(<BuyBox {...props} />);
}

const sizeGroup = () => screen.getByRole('group', { name: 'Size' });
const colorGroup = () => screen.getByRole('group', { name: /Color/ });
const footerButton = () => screen.getByTestId('buy-box').querySelector('[data-buy-state]')!;

afterEach(() => {
  cleanup();
  $session.set({ status: 'guest' });
});

describe('BuyBox', () => {
  it('starts on the first colour with the price range and asks for a size', () => {
    renderBuyBox();
    expect((within(colorGroup()).getByRole('radio', { name: 'L001' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('buy-box-price').textContent).toContain('$100.00 – $120.00');
    expect(footerButton().getAttribute('data-buy-state')).toBe('choose-options');
  });

  it("'Choose options' can be pressed (it is kept while the code loads) and takes the shopper to the size", () => {
    renderBuyBox();
    expect(footerButton().getAttribute('aria-disabled')).toBe('true');
    expect((footerButton() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(footerButton());
    expect(sizeGroup().contains(document.activeElement)).toBe(true);
    expect((document.activeElement as HTMLInputElement).disabled).toBe(false);
  });

  it('choosing colour then size changes price and availability', () => {
    renderBuyBox();
    // Black: size 10 does not exist.
    expect((within(sizeGroup()).getByRole('radio', { name: /^L10/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(colorGroup()).getByRole('radio', { name: 'L600' }));
    expect((within(sizeGroup()).getByRole('radio', { name: /^L10/ }) as HTMLInputElement).disabled).toBe(false);
    // Red 9 is sold out and cannot notify: disabled, with its stock label.
    const red9 = within(sizeGroup()).getByRole('radio', { name: /^L9 \(Out of stock\)/ }) as HTMLInputElement;
    expect(red9.disabled).toBe(true);
    fireEvent.click(within(sizeGroup()).getByRole('radio', { name: /^L11/ }));
    expect(screen.getByTestId('buy-box-price').textContent).toBe('$120.00');
    expect(screen.getByTestId('buy-box-stock').textContent).toBe('In stock');
    expect(footerButton().getAttribute('data-buy-state')).toBe('add-to-cart');
  });

  it('shows notify-me for a sold-out variant that can notify, and validates the email', () => {
    renderBuyBox();
    fireEvent.click(within(sizeGroup()).getByRole('radio', { name: /^L11/ }));
    expect(screen.getByTestId('buy-box-stock').textContent).toBe('Out of stock');
    expect(footerButton().getAttribute('data-buy-state')).toBe('notify-me');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.submit(screen.getByTestId('notify-me-form'));
    expect(screen.getByText('Email is not valid')).toBeTruthy();
  });

  it('emits storefront:add-to-cart with the chosen variant and claims nothing', () => {
    renderBuyBox();
    const listener = vi.fn();
    document.addEventListener(ADD_TO_CART_EVENT, listener);
    fireEvent.click(within(sizeGroup()).getByRole('radio', { name: /^L9/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    document.removeEventListener(ADD_TO_CART_EVENT, listener);
    expect(listener).toHaveBeenCalledOnce();
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual({ productId: 'ST00000001', variantId: 'b9', qty: 1 });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('hands the add to the cart (one path for the page and quick shop)', async () => {
    renderBuyBox();
    fireEvent.click(within(sizeGroup()).getByRole('radio', { name: /^L9/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await vi.waitFor(() => expect(requestAddToCart).toHaveBeenCalledOnce());
    expect(vi.mocked(requestAddToCart).mock.calls[0]![0]).toEqual({
      kind: 'add', target: { apiBasePath: '/api', siteId: 'stride', locale: 'en-us' },
      intent: { productId: 'ST00000001', variantId: 'b9', qty: 1, customAmount: undefined },
    });
    vi.mocked(requestAddToCart).mockClear();
  });

  it('in update context updates the cart line it was opened for', async () => {
    renderBuyBox({ context: 'update', preselectedVariantId: 'r10', cartItemId: 'line-7' });
    fireEvent.click(within(sizeGroup()).getByRole('radio', { name: /^L11/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Update in cart' }));
    await vi.waitFor(() => expect(requestAddToCart).toHaveBeenCalledOnce());
    expect(vi.mocked(requestAddToCart).mock.calls[0]![0]).toMatchObject({ kind: 'update', intent: { itemId: 'line-7', previousVariantId: 'r10', variantId: 'r11', qty: 1 } });
    vi.mocked(requestAddToCart).mockClear();
  });

  it('asks a guest to sign in for presale, and lets a registered shopper buy', () => {
    renderBuyBox({ product: { ...product, presale: true } });
    fireEvent.click(within(sizeGroup()).getByRole('radio', { name: /^L9/ }));
    expect(footerButton().getAttribute('data-buy-state')).toBe('sign-in-to-buy');
    act(() => $session.set({ status: 'registered' }));
    expect(footerButton().getAttribute('data-buy-state')).toBe('add-to-cart');
  });

  it('shows coming soon with its date', () => {
    renderBuyBox({ product: { ...product, targetPublishDate: '2999-05-01T00:00:00Z' } });
    expect(footerButton().textContent).toBe('Coming soon: available May 1, 2999');
  });
});
