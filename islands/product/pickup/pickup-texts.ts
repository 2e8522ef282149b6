import type { ProductExtrasKey } from '../../../src/shared/i18n/messages/product-extras';

/** The texts of the pickup-in-store view, resolved on the server with the page's language. */
export const PICKUP_TEXT_KEYS = [
  'pickupInStore', 'pickupCheckStores', 'pickupChooseOptions', 'pickupIntro', 'pickupPostalCode', 'pickupFind', 'pickupSearching',
  'pickupPostalCodeRequired', 'pickupPostalCodeUnknown', 'pickupNoStores', 'pickupNoStoresHint', 'pickupStoresNear', 'pickupFailed', 'pickupDistance',
  'pickupInStock', 'pickupLowStock', 'pickupNotInStock', 'pickupBack',
] as const satisfies readonly ProductExtrasKey[];

export type PickupTexts = Readonly<Record<(typeof PICKUP_TEXT_KEYS)[number], string>>;

/** What the pickup view needs to look up stores and stock for one variant. */
export interface PickupRequest {
  readonly productId: string;
  readonly variantId: string;
  /** "Men's Zephyr Road Runner, Black, 9.5": names the item in the intro. */
  readonly itemLabel: string;
  readonly target: { readonly apiBasePath: string; readonly siteId: string; readonly locale: string };
  readonly texts: PickupTexts;
}
