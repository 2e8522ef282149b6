// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { track } from '@lib/analytics/tracking';
import {
  cartChangeEvent, checkoutStepEvent, discountTypeOf, listItemOf, nextVisitNumber, purchaseEvent, shippingTypeOf,
  toCurrencyUnits, VISIT_STORAGE_KEY, type LineLike,
} from '@lib/analytics/tracking-builders';
import { linkClickEvent, trackLinkClicks } from '@lib/analytics/link-tracking';
import { apiErrorEvent } from '@lib/analytics/api-error-event';
import { personalisationVisitEvent } from '../../../../blocks/personalisation/decide-client';

const layer = () => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer;
const line = (overrides: Partial<LineLike> = {}): LineLike => ({
  productId: 'ST00000001', variantId: 'ST00000001-42', name: 'Runner', qty: 2, price: { current: 8999, original: 11999, currency: 'USD' }, ...overrides,
});

beforeEach(() => {
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  localStorage.clear();
});

describe('the tracking data layer (§7)', () => {
  it('track pushes the event to window.dataLayer', () => {
    track({ event: 'popup_expand', popup_id: 'seed-welcome' });
    expect(layer()).toEqual([{ event: 'popup_expand', popup_id: 'seed-welcome' }]);
  });

  it('names discount types: Free Gift at price 0 or a gift line, Marked Down below the list price', () => {
    expect(discountTypeOf({ current: 0, original: 2500 })).toBe('Free Gift');
    expect(discountTypeOf({ current: 2500, original: 2500 }, true)).toBe('Free Gift');
    expect(discountTypeOf({ current: 8999, original: 11999 })).toBe('Marked Down');
    expect(discountTypeOf({ current: 8999, original: 8999 })).toBeUndefined();
  });

  it('names shipping types from the shipment: BOPIS_SD pickup, BOPIS_STS ship to store, STH home', () => {
    expect(['pickup-store-1', 'sts-store-1', 'me'].map(shippingTypeOf)).toEqual(['BOPIS_SD', 'BOPIS_STS', 'STH']);
  });

  it('add_to_cart and remove_from_cart carry GA4 ecommerce items in currency units', () => {
    expect(cartChangeEvent('add_to_cart', [{ line: line(), quantity: 1 }])).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'USD', value: 89.99, items: [{ item_id: 'ST00000001', item_name: 'Runner', item_variant: 'ST00000001-42', price: 89.99, quantity: 1, discount: 30, discount_type: 'Marked Down' }] },
    });
    expect(cartChangeEvent('remove_from_cart', [{ line: line({ price: { current: 5000, original: 5000, currency: 'EUR' } }), quantity: 2 }])).toMatchObject({
      event: 'remove_from_cart', ecommerce: { currency: 'EUR', value: 100, items: [{ quantity: 2, discount: 0 }] },
    });
    expect(cartChangeEvent('add_to_cart', [])).toBeUndefined();
  });

  it('checkout_step numbers shipping, billing and summary', () => {
    expect(checkoutStepEvent('billing', [line()], 'USD')).toMatchObject({ event: 'checkout_step', checkout_step: 'billing', step_number: 2, ecommerce: { value: 179.98 } });
  });

  it('purchase carries the order number, totals, shipping types and discount types (a free gift, a markdown)', () => {
    const event = purchaseEvent({
      orderNumber: 'ORD-1001', currency: 'GBP',
      items: [
        { productId: 'P1', variantId: 'P1-1', name: 'Jacket', qty: 1, unitPrice: 12000, originalUnitPrice: 12000, bonus: false },
        { productId: 'P2', variantId: 'P2-1', name: 'Socks', qty: 1, unitPrice: 0, originalUnitPrice: 0, bonus: true },
        { productId: 'P3', variantId: 'P3-1', name: 'Cap', qty: 2, unitPrice: 1500, originalUnitPrice: 2000, bonus: false },
      ],
      shipments: [{ shipmentId: 'me', shippingTotal: 0 }, { shipmentId: 'pickup-ST1', shippingTotal: 0 }],
      totals: { total: 12495, tax: 2083, shipping: 495 },
    });
    expect(event).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: 'ORD-1001', currency: 'GBP', value: 124.95, tax: 20.83, shipping: 4.95, shipping_type: ['STH', 'BOPIS_SD'], discount_types: ['Free Gift', 'Marked Down'] },
    });
    const items = (event as Extract<typeof event, { event: 'purchase' }>).ecommerce.items;
    expect(items[0]).not.toHaveProperty('discount_type');
    expect(items[2]).toMatchObject({ item_id: 'P3', price: 15, discount: 5, discount_type: 'Marked Down' });
  });

  it('a listed product carries its interaction origin, position, discount and, when recommended, its recToken', () => {
    expect(listItemOf('search', 'CAD', { productId: 'P1', name: 'Boot', price: 15000, original: 20000, position: 1 })).toEqual({
      item_id: 'P1', item_name: 'Boot', price: 150, quantity: 1, discount: 50, discount_type: 'Marked Down', item_list_name: 'search', index: 1,
    });
    expect(listItemOf('recommendation-carousel', 'EUR', { productId: 'P2', name: 'Tent', price: 9900, position: 3, recToken: 'tok', recommendationId: 'related-1' })).toEqual({
      item_id: 'P2', item_name: 'Tent', price: 99, quantity: 1, discount: 0, item_list_name: 'recommendation-carousel', index: 3, recToken: 'tok', recommendationId: 'related-1',
    });
  });

  it('api_error carries the §8 error id, status and correlation id', () => {
    expect(apiErrorEvent({ errorId: 'ITEM_OOS', status: 409, message: 'Out of stock', correlationId: 'c-1' })).toEqual({
      event: 'api_error', error_id: 'ITEM_OOS', status_code: 409, error_message: 'Out of stock', correlation_id: 'c-1',
    });
  });

  it('counts visits: a new one after 30 minutes away, and reports the location with it', () => {
    const start = Date.UTC(2026, 10, 27, 10);
    expect(nextVisitNumber(localStorage, start)).toBe(1);
    expect(nextVisitNumber(localStorage, start + 10 * 60_000)).toBe(1);
    expect(nextVisitNumber(localStorage, start + 50 * 60_000)).toBe(2);
    localStorage.setItem(VISIT_STORAGE_KEY, 'not json');
    expect(nextVisitNumber(localStorage, start)).toBe(1);
    expect(personalisationVisitEvent({ locale: 'fr-fr', region: 'EMEA' }, null)).toEqual({ event: 'personalisation_visit', visit_number: 1, location: { country: 'FR', region: 'EMEA' } });
  });

  it('navigation_click names footer, top navigation and the menu on a phone; popup_click names the pop-up', () => {
    document.body.innerHTML = `<nav class="mega-menu" data-track-links="menu"><a href="/en-us/c/men-10001">Men</a></nav>
      <footer data-track-links="footer"><a href="/en-us/help/contact-us">Contact us</a></footer>
      <storefront-popup data-track-links="popup" data-popup-id="seed-welcome"><a href="/en-us/sign-up"> Join </a></storefront-popup><main><a href="/x">Other</a></main>`;
    const [menu, footer, popup, other] = [...document.querySelectorAll('a')];
    expect(linkClickEvent(menu!, false)).toEqual({ event: 'navigation_click', navigation_area: 'top_navigation', link_text: 'Men', link_url: '/en-us/c/men-10001' });
    expect(linkClickEvent(menu!, true)).toMatchObject({ navigation_area: 'mobile_menu' });
    expect(linkClickEvent(popup!, false)).toEqual({ event: 'popup_click', popup_id: 'seed-welcome', link_text: 'Join', link_url: '/en-us/sign-up' });
    expect(linkClickEvent(other!, false)).toBeUndefined();
    window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
    trackLinkClicks();
    for (const link of [footer!, other!]) {
      link.addEventListener('click', (event) => event.preventDefault());
      link.click();
    }
    expect(layer()).toEqual([{ event: 'navigation_click', navigation_area: 'footer', link_text: 'Contact us', link_url: '/en-us/help/contact-us' }]);
  });

  it('toCurrencyUnits follows the currency\'s decimals', () => {
    expect(toCurrencyUnits(12345, 'USD')).toBe(123.45);
    expect(toCurrencyUnits(500, 'JPY')).toBe(500);
  });
});
