import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@lib/api/client';
import { cartErrorText, cartTranslator, flashText, noticeText } from '@lib/cart/cart-messages';
import { MESSAGE_LANGUAGES } from '@shared/i18n/messages';
import { CART_MESSAGES, type CartMessageKey } from '@shared/i18n/messages/cart';
import { ERROR_CATALOGUE } from '@schemas/protocol/error-catalogue';
import { customerNotificationSchema, flashMessageSchema } from '@schemas/commerce/cart';

const keys = Object.keys(CART_MESSAGES.en) as CartMessageKey[];
const failure = (status: number, errorId: string, message: string) =>
  new ApiRequestError(status, { errorDetails: [{ errorId, message }], statusCode: status, correlationId: 'c' }, 'x');

// The cart ids of the error catalogue (its "Cart" section) and the §8 ones the client handles.
const CART_IDS = [
  'CART_NOT_FOUND', 'INVALID_CUSTOMER', 'BSK404', 'BSK409', 'ITEM_OOS', 'ITEMS_OOS', 'ADDED_MAX_QUANTITY', 'GWP_PRODUCT', 'ITEM_NOT_AVAILABLE',
  'NO_PRICE', 'INVALID_PRICE', 'ITEM_NO_LONGER_AVAILABLE', 'SOME_PRODUCTS_NO_INVENTORY', 'INV409', 'INV410', 'SHP400', 'PRM400', 'PRM404',
  'PRM409', 'PRM410', 'PRM422', 'PRM423', 'PRM424', 'GFO400', 'LST403', 'LST404',
];

// Keys and placeholders in every language: tests/unit/lib/i18n/catalogues.test.ts.
describe('cart message catalogue', () => {
  it.each(MESSAGE_LANGUAGES.filter((language) => language !== 'en'))('%s is translated', (language) => {
    const same = keys.filter((key) => CART_MESSAGES[language][key] === CART_MESSAGES.en[key]);
    // 'Total' is French too.
    expect(same).toEqual(language === 'fr' ? ['total'] : []);
  });

  it('has a configured message for every cart errorId, flash code and notice, and the §8 messages', () => {
    for (const id of CART_IDS) {
      expect(ERROR_CATALOGUE, id).toHaveProperty(id);
      expect(keys, id).toContain(`error_${id}`);
    }
    for (const type of flashMessageSchema.shape.type.options) expect(keys, type).toContain(`flash_${type}`);
    for (const code of customerNotificationSchema.shape.code.options) {
      if (code !== 'cartItemsMerged' && code !== 'outOfStockNotification') expect(keys, code).toContain(`notice_${code}`);
    }
    for (const key of ['cartItemsMerged', 'outOfStockNotification', 'orderCanNotBeCompletedOOS', 'itemDeliveryMethodChanged', 'cartExpiredMessage',
      'invalidCustomerCart', 'somethingWentWrong', 'successfullyAddedToCart', 'cartItemQuantityEdited', 'thisItemCouldNotBeMovedToCart']) {
      expect(keys, key).toContain(key);
    }
    expect(CART_MESSAGES.en.removeItemFailed).toBe('Unable to remove item from cart. Please try again later');
  });
});

describe('cartErrorText (§8)', () => {
  const t = cartTranslator(CART_MESSAGES.fr, 'fr');

  it('a known errorId shows its configured message in the page language', () => {
    expect(cartErrorText(t, failure(410, 'PRM410', 'This promo code has expired.'))).toBe('Ce code promo a expiré.');
  });

  it('an unknown errorId shows the server message', () => {
    expect(cartErrorText(t, failure(400, 'XYZ123', 'Something the server says.'))).toBe('Something the server says.');
  });

  it('ADDED_MAX_QUANTITY names the limit when it is known, else the generic message', () => {
    expect(cartErrorText(t, failure(400, 'ADDED_MAX_QUANTITY', 'x'), { maxQty: 3 })).toBe('Vous pouvez avoir au maximum 3 exemplaires de cet article dans votre panier.');
    expect(cartErrorText(t, failure(400, 'ADDED_MAX_QUANTITY', 'x'))).toBe('Vous avez atteint la quantité maximale pour cet article.');
  });

  it('anything that is not an API error is the generic message', () => {
    expect(cartErrorText(t, new TypeError('fetch failed'))).toBe('Une erreur s’est produite. Veuillez réessayer.');
  });
});

describe('flash and notice texts', () => {
  const t = cartTranslator(CART_MESSAGES.en);
  const flash = { type: 'ProductItemNotAvailable' as const, itemId: 'gone', productId: 'P', message: 'Runner is no longer available and was removed from your cart.', requested: 1, available: 0 };

  it('names the item when the cart still shows it, and says "an item" when it is gone', () => {
    expect(flashText(t, flash, 'Runner')).toBe('Runner is no longer available and was removed from your cart.');
    expect(flashText(t, flash, undefined)).toBe('An item is no longer available and was removed from your cart.');
    expect(flashText(t, { ...flash, type: 'ProductLineItemInventoryMissing', available: 2 }, 'Runner')).toBe('Only 2 of Runner left: we changed the quantity.');
  });

  it('a delivery notice has the headline its messageKey names and what happened to the item', () => {
    const notice = { code: 'PickupToSth' as const, messageKey: 'itemDeliveryMethodChanged', severity: 'info' as const, itemId: 'l1', message: 'server text' };
    expect(noticeText(t, notice, 'Runner')).toEqual({
      title: 'The delivery of an item in your cart has changed',
      detail: 'Runner can no longer be picked up at your store and will be delivered to you.',
    });
  });
});
