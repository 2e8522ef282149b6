/**
 * Where the browser keeps the session's display state and the cart: the keys alone, so a page
 * script that only asks whether anything is stored (the pop-ups') imports no store.
 */
export const SESSION_STORAGE_KEY = 'storefront_session';
export const CART_STORAGE_KEY = 'storefront:cart';
