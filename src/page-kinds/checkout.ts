import type { Canvas } from '@schemas/content/canvas';
import { findCanvas } from '@lib/api/content';
import { getAddressRules, getCountryList } from '@lib/api/consumer';
import { messagesFor } from '@shared/i18n/messages/language';
import { CHECKOUT_MESSAGES } from '@shared/i18n/messages/checkout';
import { LOCALES } from '@shared/i18n/sites';
import type { AddressRuleOverrides } from '@shared/validation/forms/address';
import { DEFAULT_COUNTRY_LIST, type CountryListEntry } from '@shared/validation/phone/countries';
import { definePageKind, emptyCanvas } from './page-kind';

/**
 * The checkout page carries no personal data: the Checkout island reads the shopper's cart,
 * addresses and payment methods with the session cookie. The page gives it public reference
 * data (the country list and the address rules of the site's country), inside the `checkout`
 * content section.
 */
export interface CheckoutPageData {
  readonly canvas: Canvas;
  readonly countries: readonly CountryListEntry[];
  /** Server address rules of the locale's country; other countries are asked for when chosen. */
  readonly addressRules: Readonly<Record<string, AddressRuleOverrides>>;
}

/** /{locale}/checkout and its steps /checkout/{shipping|billing|summary} (page class Checkout). Personal: private, no-store. */
export const checkoutKind = definePageKind<CheckoutPageData>({
  name: 'checkout',
  withoutPopups: true,
  async load(page) {
    const { request, api } = page;
    const country = LOCALES[request.locale].country;
    const [canvas, countries, rules] = await Promise.all([
      findCanvas(api, { mode: page.mode, path: `checkout/${request.siteId}`, access: page.previewAccess }),
      getCountryList(api).then((list) => list.countries).catch(() => DEFAULT_COUNTRY_LIST),
      getAddressRules(api, country).then((answer) => answer.fields as AddressRuleOverrides).catch(() => ({})),
    ]);
    return { outcome: 'page', data: { canvas: canvas ?? emptyCanvas(page, 'checkout', 'checkout'), countries, addressRules: { [country]: rules } } };
  },
  canvasOf: (data) => data.canvas,
  canvases: (data, ctx) => [{ canvas: data.canvas, ctx }],
  meta: (_data, ctx) => ({
    title: messagesFor(CHECKOUT_MESSAGES, ctx.locale).checkoutTitle,
    robots: 'noindex,nofollow',
    cacheControl: 'private, no-store',
  }),
  view: () => import('../views/CheckoutView.astro'),
});
