import type { Cart } from '@schemas/commerce/cart';
import type { Order } from '@schemas/commerce/orders';
import { CHECKOUT_MESSAGES } from '@shared/i18n/messages/checkout';
import { VALIDATION_MESSAGES } from '@shared/i18n/messages';
import type { LocaleCode } from '@shared/i18n/sites';
import { DEFAULT_COUNTRY_LIST } from '@shared/validation/phone/countries';
import type { CheckoutProps } from '@islands/checkout/checkout-context';
import { cartItem, cartOf } from '../../helpers/cart-fixture';

export const US_ADDRESS = {
  firstName: 'Sam', lastName: 'Shopper', addressLine1: '12 Main Street', city: 'New York', postalCode: '10013', country: 'US', email: 'sam@example.com', phone: '+12125550101',
};

const home = { code: 'standard', kind: 'standard', label: 'Standard delivery', deliveryTime: '3–5 days', price: { amount: 599, currency: 'USD' } };
const express = { code: 'express', kind: 'express', label: 'Express delivery', deliveryTime: '1–2 days', price: { amount: 1499, currency: 'USD' } };

/** A cart at a checkout stage: 'new' (nothing yet), 'shipped' (address and method), 'paid' (billing and a card). */
export function checkoutCart(stage: 'new' | 'shipped' | 'paid', overrides: Partial<Cart> = {}): Cart {
  const item = cartItem({ id: 'line-1', name: 'Runner' });
  const base = cartOf([item], {
    shippingMethods: [{ shippingId: 'me', selectedShippingMethod: home, applicableShippingMethods: [home, express], itemIds: ['line-1'], shippingTotal: 599, methodTotals: { standard: 599, express: 1499 } }],
  });
  const shipped = stage === 'new' ? base : { ...base, shippingAddress: { ...US_ADDRESS } };
  const paid = stage === 'paid'
    ? {
        ...shipped, billingAddress: { ...US_ADDRESS },
        payment_instruments: [{ payment_instrument_id: 'pi-card', payment_method_id: 'CREDIT_CARD', amount: base.totals.total, card: { brand: 'visa', last4: '1111', expiryMonth: 12, expiryYear: 2030 } }],
      }
    : shipped;
  return { ...paid, ...overrides };
}

export function orderOf(cart: Cart, overrides: Partial<Order> = {}): Order {
  return {
    orderNumber: 'ST-000123', status: 'created', processing: 'finalized', createdAt: '2026-11-27T10:00:00.000Z', currency: cart.currency, email: 'sam@example.com',
    items: cart.items.map((item) => ({
      itemId: item.id, productId: item.productId, variantId: item.variantId, name: item.name, upc: item.upc, qty: item.qty, unitPrice: item.price.current, originalUnitPrice: item.price.original,
      amount: item.price.amount, tax: 0, bonus: false, productImageURL: item.productImageURL, shipmentId: 'me',
    })),
    shipments: [{ shipmentId: 'me', shippingMethod: { code: 'standard', label: 'Standard delivery' }, storeId: null, shippingTotal: 599, trackingNumber: null, status: 'created' }],
    paymentMethod: [{ code: 'CREDIT_CARD', amount: cart.totals.total, status: 'authorised', card: { brand: 'visa', last4: '1111' } }],
    flash: [], promoSummary: [], totals: cart.totals, shippingAddress: cart.shippingAddress, billingAddress: cart.billingAddress, cancellable: true, returnable: false,
    ...overrides,
  };
}

export function checkoutProps(locale: LocaleCode = 'en-us'): CheckoutProps {
  const language = locale.slice(0, 2) as 'en' | 'fr' | 'de' | 'it';
  return {
    target: { apiBasePath: '/api', siteId: 'stride', locale },
    texts: CHECKOUT_MESSAGES[language],
    messages: VALIDATION_MESSAGES[language],
    links: { cart: `/${locale}/cart`, checkout: `/${locale}/checkout`, confirmation: `/${locale}/order-confirmation`, home: `/${locale}` },
    countries: DEFAULT_COUNTRY_LIST,
    addressRules: {},
    country: locale === 'fr-fr' ? 'FR' : 'US',
    recaptcha: 'sandbox-ok:placeOrder',
    saveCardRecaptcha: 'sandbox-ok:paymentInstrument',
  };
}

export const PAYMENT_METHODS = {
  applicablePaymentMethods: [
    { id: 'CREDIT_CARD', name: 'Card', provider: 'sandbox', cards: [{ cardType: 'visa', name: 'Visa' }] },
    { id: 'GIFT_CARD', name: 'Gift card', provider: 'internal' },
  ],
  giftCardLimit: 3,
};
