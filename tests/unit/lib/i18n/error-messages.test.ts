import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../../helpers/catalogues';
import { ERROR_CATALOGUE } from '@schemas/protocol/error-catalogue';
import { flashMessageSchema } from '@schemas/commerce/cart';
import { orderFlashSchema } from '@schemas/commerce/orders';
import { errorText, translator } from '@shared/i18n/translator';

/** errorId → the areas whose catalogue configures its message (`error_<id>`). */
function configuredIds(): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  for (const [area, catalogues] of Object.entries(CATALOGUES)) {
    for (const key of Object.keys(catalogues.en)) {
      const id = /^error_(\w+)$/.exec(key)?.[1];
      if (id) ids.set(id, [...(ids.get(id) ?? []), area]);
    }
  }
  return ids;
}

// The §8 ids no area configures: a shopper reads the server's message (§8's rule for an unknown id).
// Sign-in, sign-up and password forms show the server's text in their banner or field; the others
// are protocol, editor or associate answers a shopper does not meet as such (EXP429 answers the
// experiment events' sendBeacon, whose answer nobody reads; API429 a client's contract report). A new id of the error
// catalogue lands here until an area configures its message.
const SERVER_MESSAGE_IDS = [
  'API400', 'API404', 'API405', 'API406', 'API408', 'API413', 'API415', 'GEN503', 'CAT404', 'CNT404', 'CNT400', 'CNT401', 'CNT403',
  'VAR404', 'INV400', 'REV404', 'QNA404', 'REV409', 'QNA409', 'SET404', 'AUT401', 'AUT403', 'AUT404', 'AUT405', 'AUT406',
  'AUT407', 'AUT410', 'AUT411', 'AUT412', 'AUT413', 'AUT431', 'AUT453', 'DUPLICATED_TOKEN', 'PRO410',
  'PRO411', 'CCA404', 'PAD404', 'EXP429', 'API429', 'ORD428', 'LOC400', 'SIT400',
];

describe('§8: every errorId and flash code maps to a message', () => {
  it('each errorId of the error catalogue is configured in an area or falls back to the server’s message', () => {
    const configured = configuredIds();
    expect(Object.keys(ERROR_CATALOGUE).filter((id) => !configured.has(id))).toEqual(SERVER_MESSAGE_IDS);
  });

  it('a configured error_<id> names an id the API sends (or a variant of one)', () => {
    const flashCodes: readonly string[] = [...flashMessageSchema.shape.type.options, ...orderFlashSchema.shape.type.options];
    const variants = ['ADDED_MAX_QUANTITY_generic', 'orderCanNotBeCompletedOOS'];
    const unknown = [...configuredIds().keys()].filter((id) => !(id in ERROR_CATALOGUE) && !flashCodes.includes(id) && !variants.includes(id));
    expect(unknown).toEqual([]);
  });

  it('each flash code of the cart and of place order has its text in that area', () => {
    for (const type of flashMessageSchema.shape.type.options) expect(CATALOGUES.cart!.en, type).toHaveProperty(`flash_${type}`);
    for (const type of orderFlashSchema.shape.type.options) expect(CATALOGUES.checkout!.en, type).toHaveProperty(`flash_${type}`);
  });
});

describe('errorText (the one §8 mapping)', () => {
  const favorites = translator(CATALOGUES.favorites!.it, 'it');
  const cart = translator(CATALOGUES.cart!.de, 'de');

  it('shows the configured message of a known errorId in the page language', () => {
    expect(errorText(favorites, { errorId: 'LST403', message: 'server text' })).toBe(CATALOGUES.favorites!.it.error_LST403);
    expect(errorText(cart, { errorId: 'PRM410', message: 'server text' })).toBe(CATALOGUES.cart!.de.error_PRM410);
  });

  it('shows a flash code’s configured message, and the server’s message for an unknown id', () => {
    expect(errorText(cart, { errorId: 'ProductItemMaxQuantity', message: 'x' })).toBe(cart('flash_ProductItemMaxQuantity'));
    expect(errorText(cart, { errorId: 'XYZ123', message: 'Something the server says.' })).toBe('Something the server says.');
  });

  it('shows the area’s generic message when there is no answer: its GEN500 text, else somethingWentWrong', () => {
    expect(errorText(favorites, null)).toBe(CATALOGUES.favorites!.it.error_GEN500);
    expect(errorText(favorites, { errorId: 'XYZ123' })).toBe(CATALOGUES.favorites!.it.error_GEN500);
    expect(errorText(cart, null)).toBe(CATALOGUES.cart!.de.somethingWentWrong);
  });
});
