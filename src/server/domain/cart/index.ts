// The cart's domain functions: each takes the database, the caller (Shopper) and plain input, runs
// one transaction that locks the cart, and answers the §3 Cart. Routes (src/server/routes/cart/) call only these.
export { createCart, cartWithItem } from './create-cart';
export { readCart } from './read-cart';
export { addItem, updateItem, removeItem } from './items';
export { applyCoupon, removeCoupon } from './coupons';
export { setShippingMethod, shippingMethodsOf } from './shipping-method';
export { chooseGifts } from './choose-gifts';
export { saveItemForLater, moveSavedItemToCart } from './saved-moves';
export { mergeGuestObjects } from './merge';
export { addPriceAdjustment, updatePriceAdjustment, removePriceAdjustment } from './price-adjustments';
export { expireGuestCarts, expiredCartIds } from './cart-store';
export { invalidateCartReferenceData } from './reference-data';
export { GUEST_CART_LIFETIME_MS, type CartOwner, type Shopper } from './shopper';
