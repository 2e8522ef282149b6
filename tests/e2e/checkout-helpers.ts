import type { APIRequestContext, Page } from '@playwright/test';
import type { Cart } from '../../schemas/commerce/cart';
import { buyableVariants, guestWithCart, pageApi } from './cart-helpers';
import { expect } from './fixtures';

/** Checkout browser tests: carts and addresses go through the API; what the test is about is clicked. */

export const ADDRESS = {
  firstName: 'Sam', lastName: 'Shopper', addressLine1: '12 Main Street', city: 'New York', province: 'NY', postalCode: '10013',
  country: 'US', email: 'sam.shopper@example.com', phone: '+12125550101',
};

/** The sandbox processor's published test cards (docs/payments-sandbox.md). */
export const CARDS = {
  approved: '4111111145551142',
  declined: '4000000000000002',
  challenge: '4917610000000000',
} as const;
export const THREE_DS_PASSWORD = 'password';

/** Stride's USD test gift cards (PIN 1234): 50.00, 1000.00 and an empty one. */
export const GIFT_CARDS = { fifty: '6006490000000000001', thousand: '6006490000000000002', empty: '6006490000000000003', pin: '1234' } as const;

/** A guest with one in-stock line costing more than `above` (minor units) in the cart. */
export async function guestCheckoutCart(page: Page, request: APIRequestContext, above = 0): Promise<Cart> {
  // Every checkout test of the run buys from this pick: stock for all of them, even if the inventory answer is a little stale.
  const picks = await buyableVariants(request, 20);
  const pick = [...picks].reverse().find((candidate) => candidate.variant.price.current > above) ?? picks.at(-1)!;
  const qty = above > 0 ? Math.max(1, Math.ceil((above + 1) / pick.variant.price.current)) : 1;
  return guestWithCart(page, [{ variantId: pick.variant.id, qty: Math.min(qty, 3) }]);
}

/** Shipping (first home method) and billing address on the cart, as the shipping and billing steps would set them. */
export async function addressesOnCart(page: Page, cart: Cart): Promise<Cart> {
  const shipped = await pageApi<Cart>(page, 'POST', `/cart/v2/cart/${cart.basketId}/shippingAddress`, { addresses: [ADDRESS] });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  const billed = await pageApi<Cart>(page, 'POST', `/cart/v1/cart/${cart.basketId}/billingAddress`, ADDRESS);
  expect(billed.status, JSON.stringify(billed.body)).toBe(200);
  return billed.body;
}

/** Types a card into the processor's hosted fields (its own frame). */
export async function typeCard(page: Page, number: string): Promise<void> {
  const frame = page.frameLocator('[data-testid="card-fields-frame"]');
  await frame.locator('#number').fill(number);
  await frame.locator('#expiry').fill('12/30');
  await frame.locator('#cvc').fill('123');
}

/** Fills the shipping step's address form as a shopper types it. */
export async function fillShippingForm(page: Page): Promise<void> {
  for (const [field, value] of Object.entries(ADDRESS)) {
    if (field === 'country') continue;
    await page.locator(`#shipping-${field}`).fill(field === 'phone' ? '2125550101' : value);
  }
}

/** Records every request body sent to the commerce API, to prove a card number never goes there. */
export function recordApiBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

/** The header's cart count: hidden at 0. */
export async function expectCartReset(page: Page): Promise<void> {
  await expect(page.getByTestId('cart-count')).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('storefront:cart') ?? '{}').totalItems)).toBe(0);
}

/**
 * A product page's wallet paid its own buy-now basket: the shopper's cart is still the one they had,
 * in the header count, the stored cart and the API (same lines, same quantities).
 */
export async function expectCartKept(page: Page, held: Cart): Promise<void> {
  const lines = (cart: Cart) => cart.items.filter((item) => !item.bonus).map((item) => [item.variantId, item.qty]);
  await expect(page.getByTestId('cart-count')).toHaveText(String(held.totals.totalUnits));
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('storefront:cart') ?? '{}').basketId)).toBe(held.basketId);
  const now = await pageApi<Cart>(page, 'GET', `/cart/v1/cart/${held.basketId}`);
  expect(now.status, JSON.stringify(now.body)).toBe(200);
  expect(lines(now.body)).toEqual(lines(held));
}

/**
 * An order placed through the API in the page's session, as checkout would place it: a cart with
 * the line, addresses, a card token from the processor's tokenize endpoint (what its frame calls),
 * the card on the cart, then PUT order with an Idempotency-Key. Answers the order number.
 */
export async function placeOrderThroughApi(page: Page, variantId: string): Promise<string> {
  const made = await pageApi<Cart>(page, 'POST', '/cart/v1/cart', {});
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const added = await pageApi<Cart>(page, 'POST', '/cart/v1/item', { cartId: made.body.basketId, productId: variantId, qty: 1 });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const cart = await addressesOnCart(page, added.body);
  const orderNumber = await page.evaluate(async ({ basketId, number }) => {
    const headers = { accept: 'application/json', 'content-type': 'application/json', 'x-brand': 'stride', 'x-storefront-session': 'cookie' };
    const token = await (await fetch('/sandbox-pay/tokenize', { method: 'POST', headers, body: JSON.stringify({ number, expiry: '12/30', cvc: '123' }) })).json();
    const withCard = await (await fetch(`/api/cart/v1/cart/${basketId}/paymentInstruments?locale=en-us`, {
      method: 'POST', headers, body: JSON.stringify({ payment_method_id: 'CREDIT_CARD', card: token }),
    })).json();
    const instrument = withCard.payment_instruments.find((entry: { payment_method_id: string }) => entry.payment_method_id === 'CREDIT_CARD');
    const order = await fetch('/api/cart/v2/checkout/order?locale=en-us', {
      method: 'PUT', headers: { ...headers, 'idempotency-key': crypto.randomUUID(), 'x-channel': 'web' },
      body: JSON.stringify({ recaptcha_response: 'sandbox-ok:placeOrder', cartId: basketId, paymentMethod: { code: 'CREDIT_CARD', additionalData: { paymentInstrumentId: instrument.payment_instrument_id } } }),
    });
    return (await order.json()).orderNumber as string;
  }, { basketId: cart.basketId, number: CARDS.approved });
  expect(orderNumber).toMatch(/^ST-/);
  return orderNumber;
}

/** The development warehouse moves an order on (shipped, then delivered), as a real one would. */
export async function advanceOrder(page: Page, orderNumber: string, to: 'shipped' | 'delivered'): Promise<void> {
  const answer = await pageApi(page, 'POST', `/dev/orders/${orderNumber}/advance`, { to });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
