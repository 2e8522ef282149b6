import { toCurrencyUnits as unitsOf } from '@shared/i18n/money';
import type { InteractionOrigin } from './interaction-origin';
import type { CheckoutStep, DiscountType, Ecommerce, ItemList, ShippingType, TrackedItem, TrackingEvent } from './tracking';

/** Builders of the §7 events (docs/tracking.md) from what the storefront has: cart lines, orders, errors. */

/** Minor units to currency units (the shared rule), whole minor units first; an unknown code is taken as two decimals. */
export function toCurrencyUnits(minor: number, currency: string): number {
  const whole = Math.round(minor);
  try {
    return unitsOf(whole, currency);
  } catch {
    return whole / 100;
  }
}

/** Free Gift when the line costs nothing (a gift with purchase), Marked Down when it sells below its list price. */
export function discountTypeOf(price: { readonly current: number; readonly original?: number | undefined }, bonus = false): DiscountType | undefined {
  if (bonus || price.current === 0) return 'Free Gift';
  if (price.original !== undefined && price.current < price.original) return 'Marked Down';
  return undefined;
}

/** The cart's shipment ids (spec §4): 'pickup-{store}' same day in store, 'sts-{store}' ship to store, else home. */
export function shippingTypeOf(shipmentId: string): ShippingType {
  if (shipmentId.startsWith('pickup-')) return 'BOPIS_SD';
  if (shipmentId.startsWith('sts-')) return 'BOPIS_STS';
  return 'STH';
}

/** A cart line as the cart answers it (minor units). */
export interface LineLike {
  readonly productId: string;
  readonly variantId: string;
  readonly name: string;
  readonly qty: number;
  readonly bonus?: boolean;
  readonly price: { readonly current: number; readonly original: number; readonly currency: string };
}

export function itemOfLine(line: LineLike, quantity = line.qty): TrackedItem {
  const { currency } = line.price;
  const discountType = discountTypeOf(line.price, line.bonus);
  return {
    item_id: line.productId,
    item_name: line.name,
    item_variant: line.variantId,
    price: toCurrencyUnits(line.price.current, currency),
    quantity,
    discount: toCurrencyUnits(Math.max(0, line.price.original - line.price.current), currency),
    ...(discountType ? { discount_type: discountType } : {}),
  };
}

function ecommerceOf(currency: string, items: readonly TrackedItem[]): Ecommerce {
  const value = Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
  return { currency, value, items };
}

/** add_to_cart / remove_from_cart: the lines and quantities that changed. */
export function cartChangeEvent(event: 'add_to_cart' | 'remove_from_cart', changes: ReadonlyArray<{ line: LineLike; quantity: number }>): TrackingEvent | undefined {
  const first = changes[0];
  if (!first) return undefined;
  return { event, ecommerce: ecommerceOf(first.line.price.currency, changes.map(({ line, quantity }) => itemOfLine(line, quantity))) };
}

const STEP_NUMBER = { shipping: 1, billing: 2, summary: 3 } as const;

/** A checkout step shown (§2: shipping, billing, summary), with the cart's lines. */
export function checkoutStepEvent(step: CheckoutStep, lines: readonly LineLike[], currency: string): TrackingEvent {
  return { event: 'checkout_step', checkout_step: step, step_number: STEP_NUMBER[step], ecommerce: ecommerceOf(currency, lines.map((line) => itemOfLine(line))) };
}

/** An order as the API answers it (minor units). */
export interface OrderLike {
  readonly orderNumber: string;
  readonly currency: string;
  readonly items: ReadonlyArray<{ readonly productId: string; readonly variantId: string; readonly name: string; readonly qty: number; readonly unitPrice: number; readonly bonus: boolean; readonly originalUnitPrice: number }>;
  readonly shipments: ReadonlyArray<{ readonly shipmentId: string; readonly shippingTotal: number }>;
  readonly totals: { readonly total: number; readonly tax: number; readonly shipping: number };
}

/** purchase: the order's lines with their discount types, its shipping types, tax and shipping. */
export function purchaseEvent(order: OrderLike): TrackingEvent {
  const { currency } = order;
  const items = order.items.map((item) => itemOfLine({
    productId: item.productId, variantId: item.variantId, name: item.name, qty: item.qty, bonus: item.bonus,
    price: { current: item.unitPrice, original: item.originalUnitPrice, currency },
  }));
  const discountTypes = [...new Set(items.flatMap((item) => (item.discount_type ? [item.discount_type] : [])))];
  return {
    event: 'purchase',
    ecommerce: {
      ...ecommerceOf(currency, items),
      value: toCurrencyUnits(order.totals.total, currency),
      transaction_id: order.orderNumber,
      tax: toCurrencyUnits(order.totals.tax, currency),
      shipping: toCurrencyUnits(order.totals.shipping, currency),
      shipping_type: [...new Set(order.shipments.map((shipment) => shippingTypeOf(shipment.shipmentId)))],
      discount_types: discountTypes,
    },
  };
}

/** A product as a list shows it (minor units of the list's currency). */
export interface ListedProduct {
  readonly productId: string;
  readonly name: string;
  readonly price: number;
  readonly original?: number | undefined;
  /** 1-based place in the list. */
  readonly position: number;
  readonly recToken?: string | undefined;
  readonly recommendationId?: string | undefined;
}

/**
 * One product of a list for view_item_list (spec §7 product impressions). Made where the list is
 * rendered (the server for grids, the carousel island for recommendations) and carried on the tile
 * as `data-item`, so the browser's impression observer (list-impressions.ts) only reads it.
 */
export function listItemOf(origin: InteractionOrigin, currency: string, product: ListedProduct): TrackedItem {
  const discountType = discountTypeOf({ current: product.price, original: product.original });
  return {
    item_id: product.productId, item_name: product.name, price: toCurrencyUnits(product.price, currency), quantity: 1,
    discount: toCurrencyUnits(Math.max(0, (product.original ?? product.price) - product.price), currency),
    ...(discountType ? { discount_type: discountType } : {}),
    item_list_name: origin, index: product.position,
    ...(product.recToken ? { recToken: product.recToken } : {}),
    ...(product.recommendationId ? { recommendationId: product.recommendationId } : {}),
  };
}

/** The `data-item` / `data-item-list` attribute values (JSON) that list-impressions.ts reads. */
export const impressionData = (value: ItemList | TrackedItem): string => JSON.stringify(value);

/** A visit: a page view more than 30 minutes after the last one starts the next. */
export const VISIT_STORAGE_KEY = 'storefront:visit';
const VISIT_GAP_MS = 30 * 60 * 1000;

/** §7 "personalisation reports a visit number and location": counts visits in localStorage. */
export function nextVisitNumber(storage: Pick<Storage, 'getItem' | 'setItem'> | null, now = Date.now()): number {
  let stored: { n?: unknown; at?: unknown } = {};
  try {
    stored = JSON.parse(storage?.getItem(VISIT_STORAGE_KEY) ?? '{}') as typeof stored;
  } catch {
    stored = {};
  }
  const last = typeof stored.at === 'number' ? stored.at : 0;
  const previous = typeof stored.n === 'number' && stored.n > 0 ? stored.n : 0;
  const visit = previous > 0 && now - last < VISIT_GAP_MS ? previous : previous + 1;
  try {
    storage?.setItem(VISIT_STORAGE_KEY, JSON.stringify({ n: visit, at: now }));
  } catch {
    // Storage full or disabled: this page's number stands.
  }
  return visit;
}
