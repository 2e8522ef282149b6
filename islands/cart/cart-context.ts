import type { PaypalExpressProps } from '../wallets/PaypalExpressButton';
import type { CartMessages } from '../../src/shared/i18n/messages/cart/en';
import { LOCALES, isLocaleCode, type LocaleCode } from '../../src/shared/i18n/sites';
import { carriedQuery, withCarriedQuery } from '../../src/shared/routing/carried-query';
import { cartTranslator, type CartTranslator } from '../../src/lib/cart/cart-messages';
import type { ApiTarget } from '../shared/api-target';

/** Where the cart islands link to (the carried query kept). */
export interface CartLinks {
  readonly cart: string;
  readonly checkout: string;
  readonly home: string;
}

/** What every cart view needs: the API, the language's cart texts and the links. */
export interface CartContext {
  readonly target: ApiTarget & { readonly locale: LocaleCode };
  readonly texts: CartMessages;
  readonly links: CartLinks;
  /** Where the page offers PayPal express (its server-made props): the mini cart shows the button too. */
  readonly paypal?: PaypalExpressProps | undefined;
}

export function localeOf(target: ApiTarget): LocaleCode {
  return isLocaleCode(target.locale) ? target.locale : 'en-us';
}

/** The cart's links for this locale, keeping the page's carried query (siteId, preview, ...). */
export function cartLinks(locale: LocaleCode, search = typeof window === 'undefined' ? '' : window.location.search): CartLinks {
  const carried = carriedQuery(new URLSearchParams(search));
  const at = (path: string) => withCarriedQuery(`/${locale}${path}`, carried);
  return { cart: at('/cart'), checkout: at('/checkout'), home: at('') };
}

export function translatorOf(context: CartContext): CartTranslator {
  return cartTranslator(context.texts, LOCALES[context.target.locale].tag);
}

/** A link inside the shop that keeps the page's carried query (a cart line's product page). */
export function shopHref(path: string, search = typeof window === 'undefined' ? '' : window.location.search): string {
  return withCarriedQuery(path, carriedQuery(new URLSearchParams(search)));
}
