// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { startSegmentation } from '../../blocks/personalisation/segmentation-gate';

describe('segmentation gate', () => {
  it('loads no segmentation code for a new guest where the server decided, until the cart changes', async () => {
    document.body.innerHTML = `<storefront-segmentation data-segmentation-id="s" data-segments="cart-not-empty" data-region="NORA" data-preview="false" data-shown="baseline" data-guest-known>
      <div data-slot="baseline" data-active>baseline</div><div data-slot="cart-not-empty" inert>your cart</div></storefront-segmentation>`;
    startSegmentation();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(customElements.get('storefront-segmentation')).toBeUndefined();
    localStorage.setItem('storefront:cart', JSON.stringify({ basketId: 'b', favoriteId: null, totalItems: 1 }));
    window.dispatchEvent(new CustomEvent('storefront:store-changed', { detail: { key: 'storefront:cart' } }));
    await vi.waitFor(() => expect(document.querySelector('storefront-segmentation')!.getAttribute('data-shown')).toBe('cart-not-empty'));
    expect(document.querySelector('[data-slot][data-active]')!.textContent).toBe('your cart');
  });
});
