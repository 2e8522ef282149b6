import type { Cart } from '../../../../schemas/commerce/cart';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { changeCart, evaluateWithGifts } from './cart-session';
import type { Shopper } from './shopper';

/**
 * The shopper's choice among the gifts a gift-with-purchase promotion offers the cart: only gifts
 * offered now (in stock, threshold met: GWP_PRODUCT otherwise), at most maxGifts
 * (ADDED_MAX_QUANTITY naming it). An empty choice declines the gift.
 */
export async function chooseGifts(db: Database, shopper: Shopper, request: { cartId: string; promotionId: string; variantIds: string[] }, options: { now?: Date } = {}): Promise<Cart> {
  return changeCart(db, shopper, request.cartId, async (work) => {
    const { evaluation } = await evaluateWithGifts(work.tx, work.cart, shopper, work.reference, work.facts, work.now, false);
    const offer = evaluation.result.gifts.find((candidate) => candidate.promotion.id === request.promotionId);
    if (!offer) throw new ApiError('GWP_PRODUCT', 'This cart does not qualify for that gift.', { field: 'promotionId' });
    const chosen = [...new Set(request.variantIds)];
    if (chosen.length > offer.promotion.maxGifts) throw new ApiError('ADDED_MAX_QUANTITY', `You can choose at most ${offer.promotion.maxGifts} gift(s).`, { field: 'variantIds' });
    const unknown = chosen.find((id) => !offer.choices.includes(id));
    if (unknown) throw new ApiError('GWP_PRODUCT', `'${unknown}' is not a gift you can choose now.`, { field: 'variantIds' });
    work.update({ giftChoices: { ...work.cart.giftChoices, [offer.promotion.id]: chosen } });
  }, options);
}
