import { and, eq } from 'drizzle-orm';
import type { Cart, ReadCartQuery } from '../../../../schemas/commerce/cart';
import type { Database } from '../../db/client';
import { cartItems, type CartRow } from '../../db/schema/cart';
import { stores } from '../../db/schema/catalog';
import { ApiError } from '../../http/api-error';
import { savedForLater } from '../wishlists/saved-for-later';
import { loadLines, type LoadedLine } from './cart-lines';
import { ownedCart } from './cart-store';
import { cartView } from './cart-view';
import { changeCart, evaluateWithGifts, localeChanges, type CartWork } from './cart-session';
import { bonusLineKey, desiredGifts } from './gifts';
import { deliveryNotice, moveLine } from './line-moves';
import { cartReferenceData, methodsFor } from './reference-data';
import { productFactsOf } from './product-facts';
import { homeMethod } from './shipments';
import type { Shopper } from './shopper';
import { quantityActions, transitionOf } from './supply-check';

async function assertStore(work: CartWork, storeId: string): Promise<void> {
  const [store] = await work.tx.select({ id: stores.id }).from(stores).where(and(eq(stores.id, storeId), eq(stores.siteId, work.shopper.siteId)));
  if (!store) throw new ApiError('STR404', `Store '${storeId}' was not found.`, { field: 'favStoreId' });
}

/** The home shipment's method still offered in the cart's country, else standard (OrderShippingMethodDowngraded). */
export function keepHomeMethodValid(work: CartWork): void {
  const method = homeMethod(methodsFor(work.reference, work.cart.country), work.cart.homeShippingMethod);
  if (method && method.code !== work.cart.homeShippingMethod) {
    work.update({ homeShippingMethod: method.code });
    work.notify(deliveryNotice('OrderShippingMethodDowngraded', null));
  }
}

/** A new favourite store: pickup and ship-to-store lines follow it. Then the §4 transitions, then (when asked) the supply check. */
async function checkSupply(work: CartWork, query: ReadCartQuery): Promise<void> {
  const storeChanged = query.favStoreId !== undefined && query.favStoreId !== work.cart.favStoreId;
  if (storeChanged) {
    await assertStore(work, query.favStoreId!);
    work.update({ favStoreId: query.favStoreId! });
    const atStores = await work.tx.select().from(cartItems).where(and(eq(cartItems.cartId, work.cart.id), eq(cartItems.bonus, false)));
    for (const line of atStores.filter((row) => row.delivery !== 'home' && row.storeId !== query.favStoreId)) {
      await moveLine(work.tx, work.cart.id, line, line.delivery, query.favStoreId!, work.now);
    }
  }
  keepHomeMethodValid(work);
  if (!storeChanged && !query.inventorySupplyCheck) return;
  const methods = methodsFor(work.reference, work.cart.country);
  const offers = { pickup: methods.some((m) => m.kind === 'pickup'), sts: methods.some((m) => m.kind === 'sts') };
  let lines = await loadLines(work.tx, work.cart.id, work.cart.currency, work.cart.favStoreId, work.facts);
  let moved = false;
  for (const line of lines) {
    const transition = transitionOf(line, { favStoreId: work.cart.favStoreId, offers });
    if (!transition) continue;
    await moveLine(work.tx, work.cart.id, line, transition.delivery, transition.storeId, work.now);
    work.notify(deliveryNotice(transition.notice, line.id));
    moved = true;
  }
  if (!query.inventorySupplyCheck) return;
  if (moved) lines = await loadLines(work.tx, work.cart.id, work.cart.currency, work.cart.favStoreId, work.facts);
  const { actions, cartFlash } = quantityActions(lines);
  for (const action of actions) {
    if (action.kind === 'remove') await work.tx.delete(cartItems).where(eq(cartItems.id, action.lineId));
    if (action.kind === 'setQty') await work.tx.update(cartItems).set({ qty: action.qty, updatedAt: work.now.toISOString() }).where(eq(cartItems.id, action.lineId));
    if (action.kind !== 'move') work.flash(action.flash);
  }
  if (cartFlash) work.flash(cartFlash);
}

function giftsInStep(cart: CartRow, lines: readonly LoadedLine[], offers: Parameters<typeof desiredGifts>[0]): boolean {
  const wanted = [...desiredGifts(offers, cart.giftChoices)].flatMap(([promotionId, ids]) => ids.map((id) => bonusLineKey(promotionId, id))).sort();
  const held = lines.filter((line) => line.bonus).map((line) => line.lineKey).sort();
  return wanted.length === held.length && wanted.every((key, index) => key === held[index]);
}

/**
 * GET /cart/v1/cart/{basketId}: a plain read when nothing needs to change (no lock, no write).
 * With inventorySupplyCheck, a new favStoreId, a locale of another country, a home method no
 * longer offered or gifts out of step, the read becomes a cart write (locked, one transaction)
 * that answers the §8 flash messages and §4 notices.
 */
export async function readCart(db: Database, shopper: Shopper, basketId: string, query: ReadCartQuery = {}, options: { now?: Date } = {}): Promise<Cart> {
  const now = options.now ?? new Date();
  const withList = shopper.owner.kind === 'consumer' ? (tx: Database) => savedForLater(tx, shopper) : undefined;
  const reference = await cartReferenceData(db, shopper.siteId);
  const cart = await ownedCart(db, basketId, shopper, { lock: false, now });
  const quiet = !query.inventorySupplyCheck
    && (query.favStoreId === undefined || query.favStoreId === cart.favStoreId)
    && Object.keys(localeChanges(cart, shopper)).length === 0
    && homeMethod(methodsFor(reference, cart.country), cart.homeShippingMethod)?.code === cart.homeShippingMethod;
  if (quiet) {
    const { lines, evaluation, gifts } = await evaluateWithGifts(db, cart, shopper, reference, productFactsOf(db), now, false);
    if (giftsInStep(cart, lines, evaluation.result.gifts)) {
      return cartView(cart, lines, evaluation, reference, shopper, { gifts, saveForLater: withList ? await withList(db) : null });
    }
  }
  return changeCart(db, shopper, basketId, (work) => checkSupply(work, query), { now, ...(withList ? { saveForLater: withList } : {}) });
}
