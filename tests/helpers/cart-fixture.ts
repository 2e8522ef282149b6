import type { Cart, CartItem } from '../../schemas/commerce/cart';

/** A §3 cart line that passes the contract; `overrides` change what a test is about. */
export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  const variantId = overrides.variantId ?? 'ST00000001-001-9';
  return {
    id: `line-${variantId}`, productId: 'ST00000001', variantId, masterId: 'ST00000001', masterId2: null, name: 'Zephyr Road Runner', slug: 'zephyr-road-runner',
    qty: 1, maxQty: 999_999, upc: '000000000001',
    price: { currency: 'USD', current: 5_000, original: 5_000, highCurrent: 5_000, highOriginal: 5_000, rowTotal: 5_000, priceAfterItemDiscount: 5_000, priceAfterOrderDiscount: 5_000, amount: 5_000 },
    taxTotal: 0, bonus: false, promotionId: null, isCustoms: false, isDigitalProduct: false, recipeId: null, precreatedCustomsCode: null,
    pdpUrl: '/en-us/p/zephyr-road-runner-ST00000001', productImageURL: '/api/media/products/ST00000001/001.svg', giftOption: null, storeId: null,
    shippingOptions: [{ selected: true, available: true, shippingMethod: { code: 'standard', kind: 'standard', label: 'Standard delivery', deliveryTime: '3–5 days', price: { amount: 599, currency: 'USD' } }, storeInfo: null }],
    productPromotions: [], variants: [], attributes: [{ type: 'size', value: '9', label: 'Size 9' }], rating: { score: 4.5, reviewsCount: 2 },
    eyebrow: null, badge: null, available: true, errors: [],
    ...overrides,
  };
}

/** A §3 cart that passes the contract, with these lines; totals as a server would answer for them. */
export function cartOf(items: readonly CartItem[], overrides: Partial<Cart> = {}): Cart {
  const itemTotal = items.reduce((sum, item) => sum + item.price.amount, 0);
  const units = items.reduce((sum, item) => sum + item.qty, 0);
  return {
    basketId: 'basket-1', currency: 'USD', country: 'US', totalItems: items.length,
    totals: {
      currency: 'USD', total: itemTotal + 599, totalDiscount: 0, itemTotal, totalWithoutTax: itemTotal + 599, shipping: 599, tax: 0, totalDiscountPercentage: 0,
      remainingToPay: itemTotal + 599, totalUnits: units, itemSubTotal: itemTotal, netAmount: itemTotal + 599, taxAmount: 0, appliedRewards: 0, taxIncluded: false,
    },
    items: [...items], shippingMethods: [], payment_instruments: [], couponItems: [], orderPromotions: [], promoSummary: [], approachingPromotions: [],
    bonusChoices: [], flash: [], customerNotifications: [], reward: null, saveForLater: null, priceAdjustments: [], shippingAddress: null, billingAddress: null,
    favStoreId: null, favoriteId: null, expiresAt: null,
    ...overrides,
  };
}

export function apiError(status: number, errorId: string, message = `${errorId} happened`) {
  return { errorDetails: [{ errorId, message }], statusCode: status, correlationId: 'test' };
}
