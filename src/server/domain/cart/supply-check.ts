import type { CustomerNotification, FlashMessage } from '../../../../schemas/commerce/cart';
import type { LineDelivery } from '../../db/schema/cart';
import type { LoadedLine } from './cart-lines';
import { isDigitalLine } from './evaluate-cart';
import { sellableForLine } from './stock';

export type SupplyAction =
  | { readonly kind: 'move'; readonly lineId: string; readonly delivery: LineDelivery; readonly storeId: string | null; readonly notice: CustomerNotification['code'] }
  | { readonly kind: 'setQty'; readonly lineId: string; readonly qty: number; readonly flash: FlashMessage }
  | { readonly kind: 'remove'; readonly lineId: string; readonly flash: FlashMessage };

export interface SupplyContext {
  readonly favStoreId: string | null;
  /** The cart's country offers these delivery kinds. */
  readonly offers: { readonly pickup: boolean; readonly sts: boolean };
}

const flash = (type: FlashMessage['type'], line: LoadedLine, message: string, requested: number | null = null, available: number | null = null): FlashMessage =>
  ({ type, itemId: line.id, productId: line.productId, message, requested, available });

/**
 * §4 delivery transitions, decided on the stock of the line's store and online stock:
 * pickup without store stock goes to ship-to-store (PickupToSts) or home (PickupToSth);
 * ship-to-store whose store now has it becomes pickup (StsToPickup), and without a store or the
 * method goes home (StsToSth); home delivery without online stock goes to pickup at the
 * favourite store when it has it (STHToPickup).
 */
export function transitionOf(line: LoadedLine, context: SupplyContext): Extract<SupplyAction, { kind: 'move' }> | null {
  if (line.bonus || isDigitalLine(line) || line.customsExternalUrl !== null) return null;
  const store = line.storeStock ?? 0;
  const move = (delivery: LineDelivery, storeId: string | null, notice: CustomerNotification['code']) => ({ kind: 'move' as const, lineId: line.id, delivery, storeId, notice });
  if (line.delivery === 'pickup') {
    if (line.storeIdShown && store >= line.qty) return null;
    if (line.available < line.qty) return null;
    return context.offers.sts && line.storeIdShown ? move('sts', line.storeIdShown, 'PickupToSts') : move('home', null, 'PickupToSth');
  }
  if (line.delivery === 'sts') {
    if (!line.storeIdShown || !context.offers.sts) return move('home', null, 'StsToSth');
    if (context.offers.pickup && store >= line.qty) return move('pickup', line.storeIdShown, 'StsToPickup');
    return null;
  }
  if (line.available < line.qty && context.favStoreId && line.storeIdShown === context.favStoreId && context.offers.pickup && store >= line.qty) {
    return move('pickup', context.favStoreId, 'STHToPickup');
  }
  return null;
}

/**
 * The inventorySupplyCheck (§7 GET cart): after any transition, each line against what its
 * delivery can serve, lines of one variant sharing the stock in cart order. Nothing left: the line
 * goes (ProductItemNotAvailable); less than asked: the quantity drops to it
 * (ProductLineItemInventoryMissing); above maxQty: capped (ProductItemMaxQuantity).
 */
export function quantityActions(lines: readonly LoadedLine[]): { actions: SupplyAction[]; cartFlash: FlashMessage | null } {
  const actions: SupplyAction[] = [];
  const served: Array<{ id: string; qty: number; delivery: LineDelivery; storeId: string | null; variantId: string }> = [];
  for (const line of lines) {
    if (line.bonus || isDigitalLine(line)) continue;
    const others = served.filter((other) => other.variantId === line.variantId);
    const sellable = sellableForLine({ delivery: line.delivery, storeId: line.storeId, lineId: line.id }, others, line.available, line.storeStock);
    let qty = line.qty;
    if (sellable <= 0) {
      actions.push({ kind: 'remove', lineId: line.id, flash: flash('ProductItemNotAvailable', line, `${line.name} is no longer available and was removed from your cart.`, line.qty, 0) });
      continue;
    }
    if (qty > line.maxQty) {
      qty = line.maxQty;
      actions.push({ kind: 'setQty', lineId: line.id, qty, flash: flash('ProductItemMaxQuantity', line, `${line.name}: at most ${line.maxQty} can be bought.`, line.qty, line.maxQty) });
    }
    if (qty > sellable) {
      actions.push({ kind: 'setQty', lineId: line.id, qty: sellable, flash: flash('ProductLineItemInventoryMissing', line, `Only ${sellable} of ${line.name} left: the quantity was changed.`, line.qty, sellable) });
      qty = sellable;
    }
    served.push({ id: line.id, qty, delivery: line.delivery, storeId: line.storeId, variantId: line.variantId });
  }
  const paid = lines.filter((line) => !line.bonus);
  const removed = actions.filter((action) => action.kind === 'remove').length;
  const cartFlash: FlashMessage | null = paid.length > 0 && removed === paid.length
    ? { type: 'ProductLineItemFullInventoryMissing', itemId: null, productId: null, message: 'None of the items in your cart is in stock any more.', requested: null, available: null }
    : null;
  return { actions, cartFlash };
}
