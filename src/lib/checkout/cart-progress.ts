import type { Cart } from '@schemas/commerce/cart';
import type { CheckoutProgress } from './steps';

/** Delivery kinds that need no shipping address: picked up in store, ship to store, sent by email (a collection point's is its address). */
const NO_ADDRESS_KINDS = new Set(['pickup', 'sts', 'digital']);
/** Methods that pay whatever the balance methods leave (§3 payment method codes). */
export const COVERING_METHODS = new Set(['CREDIT_CARD', 'KLARNA', 'PAYPAL', 'DW_APPLE_PAY']);

/** One payment instrument of the cart as the island reads it (the cart contract keeps them open). */
export interface CartInstrument {
  readonly id: string;
  readonly method: string;
  readonly amount: number;
  readonly last4: string | null;
  readonly brand: string | null;
  readonly expiry: string | null;
  /** Loyalty points paying (LOYALTY_POINTS). */
  readonly points: number | null;
  /** The loyalty voucher paying (REWARD_CODE). */
  readonly voucherCode: string | null;
}

/** Payments with the member's loyalty rewards: points, and vouchers bought with points. */
export const REWARD_METHODS = new Set(['LOYALTY_POINTS', 'REWARD_CODE']);

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The cart's payment instruments, read by hand (no zod in the island's first JavaScript). */
export function instrumentsOf(cart: Pick<Cart, 'payment_instruments'>): CartInstrument[] {
  return cart.payment_instruments.flatMap((raw) => {
    const id = text(raw.payment_instrument_id);
    const method = text(raw.payment_method_id);
    if (!id || !method) return [];
    const card = typeof raw.card === 'object' && raw.card !== null ? (raw.card as Record<string, unknown>) : null;
    const giftCard = text(raw.c_gcCardNumber);
    const month = card && typeof card.expiryMonth === 'number' ? String(card.expiryMonth).padStart(2, '0') : null;
    const year = card && typeof card.expiryYear === 'number' ? String(card.expiryYear).slice(-2) : null;
    return [{
      id, method, amount: typeof raw.amount === 'number' ? raw.amount : 0,
      last4: text(card?.last4) ?? (giftCard ? giftCard.slice(-4) : null),
      brand: text(card?.brand),
      expiry: month && year ? `${month}/${year}` : null,
      points: typeof raw.points === 'number' ? raw.points : null,
      voucherCode: text(raw.voucherCode),
    }];
  });
}

/** What gift cards and loyalty rewards among some payments pay (minor units): the totals show them under the total. */
export function creditsIn(payments: readonly { readonly method: string; readonly amount: number }[]): { readonly giftCards: number; readonly rewards: number } {
  const sum = (keep: (method: string) => boolean) => payments.filter((entry) => keep(entry.method)).reduce((total, entry) => total + entry.amount, 0);
  return { giftCards: sum((method) => method === 'GIFT_CARD'), rewards: sum((method) => REWARD_METHODS.has(method)) };
}

/** creditsIn for the payments on a cart. */
export const creditsOf = (cart: Pick<Cart, 'payment_instruments'>) => creditsIn(instrumentsOf(cart));

/** The delivery kind of a line: its selected shipping option's. */
const kindOf = (item: Cart['items'][number]) => item.shippingOptions.find((option) => option.selected)?.shippingMethod.kind ?? 'standard';

/** True when no line is delivered to an address (pickup, ship to store, email). */
export function isPickupOnly(cart: Pick<Cart, 'items'>): boolean {
  return cart.items.length > 0 && cart.items.every((item) => NO_ADDRESS_KINDS.has(kindOf(item)));
}

/** The home-delivery shipments whose method the shopper chooses (stores and email have theirs). */
export function choosableShipments(cart: Pick<Cart, 'shippingMethods'>) {
  return cart.shippingMethods.filter((shipment) => shipment.applicableShippingMethods.length > 0 && !shipment.shippingId.startsWith('store-') && shipment.shippingId !== 'digital');
}

type CartShipment = Cart['shippingMethods'][number];

/**
 * What a delivery method costs the shopper, as the API priced it (methodTotals: after the method's own free threshold
 * and the shipping promotions), so a standard delivery the free-shipping promotion makes free reads as free.
 */
export function methodPrice(shipment: CartShipment, method: CartShipment['applicableShippingMethods'][number]): number {
  return shipment.methodTotals[method.code] ?? method.price.amount;
}

/** What each step needs, read from the cart as the API answered it. */
export function progressOf(cart: Cart): CheckoutProgress {
  const instruments = instrumentsOf(cart);
  return {
    pickupOnly: isPickupOnly(cart),
    hasShippingAddress: cart.shippingAddress !== null,
    shippingMethodsChosen: cart.shippingMethods.every((shipment) => shipment.selectedShippingMethod !== null || shipment.applicableShippingMethods.length === 0),
    hasBillingAddress: cart.billingAddress !== null,
    paymentCovered: instruments.some((entry) => COVERING_METHODS.has(entry.method)) || (instruments.length > 0 && cart.totals.remainingToPay === 0),
  };
}
