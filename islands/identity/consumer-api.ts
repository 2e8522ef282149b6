/*
 * What the identity islands of a page (newsletter, contact us, the employee banner) ask of the
 * consumer API once a shopper acts. Loaded with import() only, never imported statically, so the
 * consumer client and its schemas stay out of the page's JavaScript until then. (The identity
 * dialogs and the account area load on demand themselves and import src/lib/api/consumer.)
 */
export { getContactCategories, getProfile, sendContactRequest, subscribeNewsletter } from '../../src/lib/api/consumer';
export { shopperApi } from './shopper-api';
