import { and, eq } from 'drizzle-orm';
import type { Cart, CartShippingMethod, ShippingMethodRequest } from '../../../../schemas/commerce/cart';
import { shippingMethodRequestSchema } from '../../../../schemas/commerce/cart';
import type { Database } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { ApiError } from '../../http/api-error';
import { methodView } from './cart-item-view';
import { changeCart } from './cart-session';
import { ownedCart } from './cart-store';
import { moveLine } from './line-moves';
import { cartReferenceData, methodsFor } from './reference-data';
import { HOME_KINDS } from './shipments';
import type { Shopper } from './shopper';
import { storeStock } from './variant-lookup';

/**
 * POST /cart/v1/shippingMethod. Without itemId: the method of the home shipment ('me':
 * standard, express or a collection point offered in the cart's country; SHP400 otherwise).
 * With itemId: that item's delivery: home (a home method's code), pickup (needs storeId and
 * stock there: INV410) or ship to store (needs storeId; online stock).
 */
export async function setShippingMethod(db: Database, shopper: Shopper, request: ShippingMethodRequest, options: { now?: Date } = {}): Promise<Cart> {
  const body = shippingMethodRequestSchema.parse(request);
  return changeCart(db, shopper, body.cartId, async (work) => {
    const methods = methodsFor(work.reference, work.cart.country);
    const method = methods.find((candidate) => candidate.code === body.code);
    if (!method) throw new ApiError('SHP400', `'${body.code}' is not a delivery method here.`, { field: 'code' });
    if (!body.itemId) {
      if (body.shippingId !== 'me' || !HOME_KINDS.includes(method.kind)) throw new ApiError('SHP400', `'${body.code}' cannot be chosen for shipment '${body.shippingId}'.`, { field: 'code' });
      work.update({ homeShippingMethod: method.code });
      return;
    }
    const [line] = await work.tx.select().from(cartItems).where(and(eq(cartItems.cartId, work.cart.id), eq(cartItems.id, body.itemId)));
    if (!line) throw new ApiError('BSK404', undefined, { field: 'itemId' });
    if (line.bonus) throw new ApiError('GWP_PRODUCT', 'A gift with purchase ships with the order.', { field: 'itemId' });
    if (method.kind === 'pickup' || method.kind === 'sts') {
      const storeId = body.storeId ?? work.cart.favStoreId;
      if (!storeId) throw new ApiError('API400', 'storeId: pickup and ship to store need a store.', { field: 'storeId' });
      const stock = await storeStock(work.tx, shopper.siteId, storeId, line.variantId);
      if (method.kind === 'pickup' && stock < line.qty) throw new ApiError('INV410', `This store has ${stock} of this item.`, { field: 'storeId' });
      await moveLine(work.tx, work.cart.id, line, method.kind, storeId, work.now);
      return;
    }
    if (!HOME_KINDS.includes(method.kind)) throw new ApiError('SHP400', `'${body.code}' cannot be chosen for an item.`, { field: 'code' });
    await moveLine(work.tx, work.cart.id, line, 'home', null, work.now);
    work.update({ homeShippingMethod: method.code });
  }, options);
}

/** GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId}: the methods that shipment can use. */
export async function shippingMethodsOf(db: Database, shopper: Shopper, basketId: string, shippingId: string): Promise<{ shippingId: string; applicableShippingMethods: CartShippingMethod[] }> {
  const cart = await ownedCart(db, basketId, shopper, { lock: false, now: new Date() });
  const reference = await cartReferenceData(db, shopper.siteId);
  const kinds = shippingId === 'me' ? HOME_KINDS : shippingId === 'customs' ? ['customs'] : shippingId === 'digital' ? ['digital'] : null;
  if (!kinds) throw new ApiError('API404', `Shipment '${shippingId}' was not found.`, { field: 'shippingId' });
  const methods = methodsFor(reference, cart.country).filter((method) => kinds.includes(method.kind));
  return { shippingId, applicableShippingMethods: methods.map((method) => methodView(method, cart.currency, shopper)) };
}
