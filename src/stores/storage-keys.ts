/**
 * Where the browser keeps the session's display state and the cart: the keys alone, so a page
 * script that only asks whether anything is stored (the pop-ups') imports no store.
 */
export const SESSION_STORAGE_KEY = 'storefront_session';
export const CART_STORAGE_KEY = 'storefront:cart';

/** localStorage: the sites whose location confirmation the visitor answered (or did not need), as a JSON list. */
export const LOCATION_ANSWERED_KEY = 'storefront:location-answered';
/** sessionStorage: the sites checked in this tab without knowing where the visitor is (no geo header): not asked again this visit. */
export const LOCATION_CHECKED_KEY = 'storefront:location-checked';
/** localStorage: the user photos this browser reported (hidden from it at once), as a JSON list. */
export const UGC_REPORTED_KEY = 'storefront:ugc-reported';
