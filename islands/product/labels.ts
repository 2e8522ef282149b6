import type { UiMessageKey } from '../../src/shared/i18n/messages/ui';
import type { PickupTexts } from './pickup/pickup-texts';

/**
 * The texts the buy box shows, resolved on the server (or by the quick-shop loader) so the island
 * ships no message catalogue. Templates keep their {placeholders} for values known in the browser.
 */
export const BUY_BOX_LABEL_KEYS = [
  'addToCart', 'updateInCart', 'signInToBuy', 'signInToBuyHint', 'chooseOptions', 'comingSoonOn', 'customize',
  'notifyMeTitle', 'emailLabel', 'notifyMe', 'notifyMeSuccess', 'notifyMeInStock', 'notifyMeUnavailable',
  'somethingWentWrong', 'inStock', 'outOfStock', 'currentPrice', 'originalPrice', 'percentOff', 'lowestPrice30Days',
  'freeGift', 'presale', 'giftCardAmount', 'giftCardAmountHint', 'giftCardAmountInvalid', 'productImages',
  'color', 'size', 'width', 'length', 'fitType',
] as const satisfies readonly UiMessageKey[];

export type BuyBoxLabelKey = (typeof BUY_BOX_LABEL_KEYS)[number];

export interface BuyBoxLabels {
  readonly text: Readonly<Record<BuyBoxLabelKey, string>>;
  /** Validation messages of the email field (from @shared/i18n/messages). */
  readonly validation: Readonly<{ required: string; emailInvalid: string }>;
  /** Texts of the pickup-in-store view; without them the buy box offers no store check. */
  readonly pickup?: PickupTexts | undefined;
}

type Translate = (key: UiMessageKey) => string;

/** Resolves the buy-box texts with the page's translator, leaving {placeholders} in place. */
export function buyBoxTexts(t: Translate): BuyBoxLabels['text'] {
  return Object.fromEntries(BUY_BOX_LABEL_KEYS.map((key) => [key, t(key)])) as BuyBoxLabels['text'];
}

export { fillPlaceholders as fill } from '../../src/shared/i18n/placeholders';
