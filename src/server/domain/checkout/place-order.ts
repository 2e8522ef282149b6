import { and, eq, ne } from 'drizzle-orm';
import type { Cart } from '../../../../schemas/commerce/cart';
import type { PlaceOrderRequest } from '../../../../schemas/commerce/checkout';
import type { Order, OrderFlash } from '../../../../schemas/commerce/orders';
import type { Database } from '../../db/client';
import type { CartPaymentInstrumentJson, CartRow } from '../../db/schema/cart';
import { orderLines, orders, paymentAttempts, type OrderPaymentJson, type OrderRow, type OrderShipmentJson, type OrderSpendJson } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import type { AuthoriseResult, CardProcessor, PaymentProvider } from '../../payments/card-processor';
import type { ApplePayProvider } from '../../payments/apple-pay-provider';
import type { BnplProvider } from '../../payments/bnpl-provider';
import type { PaypalProvider } from '../../payments/paypal-provider';
import { ownedCart } from '../cart/cart-store';
import { evaluateWithGifts } from '../cart/cart-session';
import { cartView } from '../cart/cart-view';
import { customerKeyOf } from '../cart/coupons';
import { productFactsOf } from '../cart/product-facts';
import { cartReferenceData } from '../cart/reference-data';
import type { Shopper } from '../cart/shopper';
import { tokenHash } from '../identity/crypto';
import type { Mailer } from '../identity/mailer';
import type { RecaptchaProvider } from '../identity/recaptcha';
import { allocatePayments } from './allocate-payments';
import { checkedAddress, deliversToCollectionPoint } from './cart-addresses';
import { cardTokenDetails } from './card-token';
import { guestOrderToken } from './order-access';
import { finalizeOrder, releaseOrder } from './order-settlement';
import { redeemVouchers } from '../loyalty/vouchers';
import { recordAssociateAction } from '../associate/audit';
import { assertOwnStore } from '../associate/own-store';
import { orderView } from './order-view';
import { allowancesOf, spendAllowance } from './yearly-allowances';
import { OutOfStockError, redeemCoupons, reserveStock, spendGiftCards, spendPoints } from './spend-steps';

export interface CheckoutDeps {
  readonly card: CardProcessor;
  readonly bnpl: BnplProvider;
  readonly paypal: PaypalProvider;
  readonly applePay?: ApplePayProvider | undefined;
  readonly recaptcha: RecaptchaProvider;
  readonly mailer: Mailer;
  readonly channel?: string;
}

/** ST-… : the site's prefix, the time and randomness, upper case (never guessable from another). */
export function newOrderNumber(prefix: string): string {
  const random = crypto.getRandomValues(new Uint32Array(2));
  return `${prefix}${Date.now().toString(36).toUpperCase()}-${random[0]!.toString(36).toUpperCase()}${random[1]!.toString(36).toUpperCase()}`.slice(0, 40);
}

interface Placed {
  readonly order: OrderRow;
  /** The covering payment to authorise (card or BNPL), recorded as a pending attempt. */
  readonly card: { attemptId: string; merchantReference: string; amount: number; token: string; method: string } | null;
  readonly st: string | undefined;
}

const oosFlash = (message: string): OrderFlash => ({ type: 'ProductLineItemFullInventoryMissing', messageKey: 'orderCanNotBeCompletedOOS', message, itemId: null });

/** Covering methods this build authorises, and the provider of each. */
const COVERING_PROVIDERS = { CREDIT_CARD: 'card', KLARNA: 'bnpl', PAYPAL: 'paypal', DW_APPLE_PAY: 'applePay' } as const satisfies Record<string, keyof Pick<CheckoutDeps, 'card' | 'bnpl' | 'paypal' | 'applePay'>>;

export function coveringProvider(deps: Pick<CheckoutDeps, 'card' | 'bnpl' | 'paypal' | 'applePay'>, method: string): PaymentProvider | null {
  const key = COVERING_PROVIDERS[method as keyof typeof COVERING_PROVIDERS];
  return key ? (deps[key] ?? null) : null;
}

/** What the covering instrument hands its provider: the card's token, a BNPL authorization, a wallet's payment token. */
function coveringToken(instrument: CartPaymentInstrumentJson): string | null {
  return instrument.card?.token ?? instrument.reference ?? null;
}

/** The covering instrument: the cart's card, BNPL or wallet instrument, or a card or wallet token sent with place order itself. */
function coveringCard(cart: CartRow, request: PlaceOrderRequest, card: CardProcessor, applePay?: ApplePayProvider): CartPaymentInstrumentJson | null {
  const held = cart.paymentInstruments.find((i) => i.method in COVERING_PROVIDERS) ?? null;
  const token = request.paymentMethod.additionalData?.token;
  if (request.paymentMethod.code === 'DW_APPLE_PAY' && token && !held) {
    // The wallet token itself (spec §7 "wallet token"): the provider checks its amount when it authorises.
    if (!applePay?.inspectToken(token)) throw new ApiError('PAY400', 'The Apple Pay payment could not be read. Please try again.', { field: 'paymentMethod.additionalData.token' });
    return { id: crypto.randomUUID(), method: 'DW_APPLE_PAY', amount: 0, reference: token };
  }
  if (request.paymentMethod.code === 'CREDIT_CARD' && token && !held) {
    const details = cardTokenDetails(card, token, 'paymentMethod.additionalData.token');
    return { id: crypto.randomUUID(), method: 'CREDIT_CARD', amount: 0, card: { token, ...details } };
  }
  return held;
}

/**
 * The order's in-store sales info comes from the associate's token, never from the body: a body
 * naming another store is STR403, another employee AGT403, and a shopper's order may not claim
 * one (AGT403). An associate's order records the channel 'store'.
 */
function inStoreSalesInfoOf(shopper: Shopper, request: PlaceOrderRequest): { storeId: string; storeEmployeeId: string } | null {
  const claimed = request.inStoreSalesInfo;
  if (!shopper.associate) {
    if (claimed) throw new ApiError('AGT403', undefined, { field: 'inStoreSalesInfo' });
    return null;
  }
  assertOwnStore(shopper.associate.storeId, claimed?.storeId, 'inStoreSalesInfo.storeId');
  if (claimed && claimed.storeEmployeeId !== shopper.associate.employeeId) throw new ApiError('AGT403', undefined, { field: 'inStoreSalesInfo.storeEmployeeId' });
  return { storeId: shopper.associate.storeId, storeEmployeeId: shopper.associate.employeeId };
}

/**
 * Step 1, one transaction: validate the cart, store the order (processing; the unique live cart id
 * makes a second one fail), spend stock, coupons, gift cards and points with guarded updates in a
 * fixed order, and record the card's payment attempt (pending) before any provider is called.
 * Any failure rolls the whole step back: nothing is spent.
 */
async function reserve(db: Database, shopper: Shopper, request: PlaceOrderRequest, deps: CheckoutDeps, prefix: string): Promise<Placed> {
  const now = new Date();
  const reference = await cartReferenceData(db, shopper.siteId);
  const billingInput = request.billingAddress ? await checkedAddress(db, shopper, request.billingAddress, 'billingAddress.') : null;
  const inStore = inStoreSalesInfoOf(shopper, request);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    let cartRow: CartRow;
    try {
      cartRow = await ownedCart(tx, request.cartId, shopper, { lock: true, now });
    } catch (error) {
      const [live] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.cartId, request.cartId), ne(orders.processing, 'failed'), eq(orders.ownerId, shopper.owner.id)));
      if (live) throw new ApiError('ORD411', undefined, { field: 'cartId' });
      throw error;
    }
    const [live] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.cartId, cartRow.id), ne(orders.processing, 'failed')));
    if (live) throw new ApiError('ORD411', undefined, { field: 'cartId' });
    const facts = productFactsOf(tx);
    const { lines, evaluation, gifts } = await evaluateWithGifts(tx, cartRow, shopper, reference, facts, now, false);
    const cart: Cart = cartView(cartRow, lines, evaluation, reference, shopper, { gifts });
    const paid = cart.items.filter((item) => !item.bonus);
    if (paid.length === 0) throw new ApiError('ITEMS_OOS', 'There is nothing in the cart to order.', { field: 'cartId' });
    const gone = paid.filter((item) => !item.available);
    if (gone.length > 0) throw new ApiError('ITEMS_OOS', `The order cannot be completed: ${gone.map((item) => item.name).join(', ')} ${gone.length === 1 ? 'is' : 'are'} no longer in stock.`, { field: 'items' });
    const broken = cart.items.find((item) => item.errors.length > 0);
    if (broken) throw new ApiError(broken.errors[0]!.errorId, broken.errors[0]!.message, { field: `items.${broken.id}` });
    const needsAddress = lines.some((line) => line.delivery === 'home' && line.productType !== 'digital');
    if (needsAddress && !cartRow.shippingAddress) throw new ApiError('CHK400', undefined, { field: 'shippingAddress' });
    if (needsAddress) {
      // A collection point's address only with delivery to a collection point, and that delivery only to one.
      const toPoint = deliversToCollectionPoint({ reference, cart: cartRow });
      const atPoint = cartRow.shippingAddress?.context === 'COLLECTION';
      if (toPoint && !atPoint) throw new ApiError('CHK409', undefined, { field: 'shippingAddress' });
      if (!toPoint && atPoint) throw new ApiError('CHK400', 'The address is a collection point: enter a delivery address, or choose delivery to a collection point.', { field: 'shippingAddress' });
    }
    const billing = billingInput ?? cartRow.billingAddress;
    if (!billing) throw new ApiError('BIL400', undefined, { field: 'billingAddress' });
    const email = (request.email ?? (billing.email as string | undefined) ?? (cartRow.shippingAddress?.email as string | undefined))?.toLowerCase();
    if (!email) throw new ApiError('API400', 'email: An email address is needed for the order confirmation.', { field: 'email' });

    const card = coveringCard(cartRow, request, deps.card, deps.applePay);
    const instruments = [...cartRow.paymentInstruments.filter((i) => !(i.method in COVERING_PROVIDERS)), ...(card ? [card] : [])];
    const allocation = allocatePayments(cart.totals.total, instruments);
    const provider = allocation.covering ? coveringProvider(deps, allocation.covering.method) : null;
    const token = allocation.covering ? coveringToken(allocation.covering) : null;
    if (allocation.remainingToPay > 0 && (!provider || !token)) throw new ApiError('PYT402', undefined, { field: 'paymentMethod' });

    const orderId = crypto.randomUUID();
    const orderNumber = newOrderNumber(prefix);
    const st = shopper.owner.kind === 'guest' ? guestOrderToken(shopper.siteId, orderNumber) : undefined;
    const payments: OrderPaymentJson[] = allocation.balances.filter((b) => b.amount > 0).map(({ instrument, amount }) => ({
      code: instrument.method, amount, status: 'settled', instrumentId: instrument.id,
      ...(instrument.giftCardId ? { giftCardId: instrument.giftCardId, c_gcCardNumber: instrument.maskedNumber } : {}),
      ...(instrument.points ? { points: Math.min(instrument.points, amount) } : {}),
      ...(instrument.voucherId ? { voucherId: instrument.voucherId, voucherCode: instrument.voucherCode } : {}),
    }));
    if (allocation.remainingToPay > 0 && card) {
      payments.push({
        code: card.method, amount: allocation.remainingToPay, status: 'pending', instrumentId: card.id,
        ...(card.card ? { card: { brand: card.card.brand, last4: card.card.last4, expiryMonth: card.card.expiryMonth, expiryYear: card.card.expiryYear } } : {}),
      });
    }
    const stock = lines.filter((line) => line.productType !== 'digital').map((line) => ({ variantId: line.variantId, qty: line.qty, storeId: line.delivery === 'pickup' ? line.storeId : null }));
    const spend: OrderSpendJson = {
      stock,
      coupons: [],
      giftCards: payments.filter((p) => p.giftCardId).map((p) => ({ giftCardId: p.giftCardId!, amount: p.amount })),
      points: payments.filter((p) => p.code === 'LOYALTY_POINTS').reduce((sum, p) => sum + (p.points ?? 0), 0),
      vouchers: payments.flatMap((p) => (p.voucherId ? [p.voucherId] : [])),
      athlete: payments.filter((p) => p.code === 'ATHLETES_PAYMENT').reduce((sum, p) => sum + p.amount, 0),
      employee: evaluation.result.allowanceUsed,
    };
    const shipments: OrderShipmentJson[] = cart.shippingMethods.map((shipment) => ({
      shipmentId: shipment.shippingId,
      method: { code: shipment.selectedShippingMethod?.code ?? shipment.shippingId, label: shipment.selectedShippingMethod?.label ?? shipment.shippingId },
      storeId: shipment.shippingId.startsWith('store-') ? shipment.shippingId.slice(6) : null,
      shippingTotal: shipment.shippingTotal, trackingNumber: null, status: 'created',
    }));
    const [order] = await tx.insert(orders).values({
      id: orderId, orderNumber, siteId: shopper.siteId, locale: shopper.locale, cartId: cartRow.id, ownerKind: shopper.owner.kind, ownerId: shopper.owner.id,
      email, guestTokenHash: st ? tokenHash(st) : null, currency: cart.currency, country: cart.country, total: cart.totals.total,
      totals: { ...cart.totals, remainingToPay: allocation.remainingToPay }, promoSummary: cart.promoSummary, shipments, payments, spend,
      shippingAddress: cartRow.shippingAddress, billingAddress: billing, inStoreSalesInfo: inStore, channel: inStore ? 'store' : (deps.channel ?? 'web'),
    }).onConflictDoNothing().returning();
    if (!order) throw new ApiError('ORD411', undefined, { field: 'cartId' });
    const shipmentOf = new Map(cart.shippingMethods.flatMap((shipment) => shipment.itemIds.map((itemId) => [itemId, shipment.shippingId] as const)));
    await tx.insert(orderLines).values(cart.items.map((item, position) => ({
      id: crypto.randomUUID(), orderId, position, productId: item.productId, variantId: item.variantId, name: item.name, upc: item.upc, qty: item.qty,
      unitPrice: item.price.current, originalUnitPrice: item.price.original, amount: item.price.amount, tax: item.taxTotal, bonus: item.bonus ? 1 : 0, shipmentId: shipmentOf.get(item.id) ?? 'me',
      storeId: item.storeId, productImageUrl: item.productImageURL, isDigital: item.isDigitalProduct ? 1 : 0,
    })));

    try {
      await reserveStock(tx, stock);
    } catch (error) {
      if (error instanceof OutOfStockError) {
        const names = cart.items.filter((item) => error.variantIds.includes(item.variantId)).map((item) => item.name);
        throw new ApiError('ITEMS_OOS', `The order cannot be completed: ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} no longer in stock.`, { field: 'items' });
      }
      throw error;
    }
    const applied = cartRow.coupons.filter((coupon) => cart.couponItems.some((item) => item.code === coupon.code && item.statusCode === 'APPLIED'));
    spend.coupons = await redeemCoupons(tx, applied.map((coupon) => coupon.couponId), customerKeyOf(shopper) ?? `email:${email}`, orderId, cartRow.id);
    await spendGiftCards(tx, spend.giftCards, orderId);
    if (shopper.owner.kind === 'consumer') {
      for (const [kind, amount] of allowancesOf(spend)) await spendAllowance(tx, shopper.owner.id, kind, amount);
      await spendPoints(tx, shopper.owner.id, spend.points, orderId);
      await redeemVouchers(tx, shopper.owner.id, spend.vouchers ?? [], orderId, now);
    } else if (spend.points > 0 || (spend.vouchers ?? []).length > 0 || allowancesOf(spend).some(([, amount]) => amount > 0)) throw new ApiError('AUT403', 'Loyalty points and athlete credit need a signed-in shopper.');
    await tx.update(orders).set({ spend }).where(eq(orders.id, orderId));
    if (shopper.associate) {
      await recordAssociateAction(tx, { siteId: shopper.siteId, ...shopper.associate }, {
        action: 'order', consumerId: shopper.owner.kind === 'consumer' ? shopper.owner.id : null, subject: orderNumber,
        details: { cartId: cartRow.id, total: cart.totals.total, currency: cart.currency, priceAdjustments: cart.priceAdjustments.length },
      }, now);
    }

    let pending: Placed['card'] = null;
    if (allocation.remainingToPay > 0 && card && provider && token) {
      const attemptId = crypto.randomUUID();
      const merchantReference = `${orderNumber}-1`;
      await tx.insert(paymentAttempts).values({ id: attemptId, orderId, merchantReference, provider: provider.name, method: card.method, amount: allocation.remainingToPay, currency: cart.currency });
      pending = { attemptId, merchantReference, amount: allocation.remainingToPay, token, method: card.method };
    }
    return { order: { ...order, spend }, card: pending, st };
  });
}

/**
 * PUT /cart/v2/checkout/order: reserve (one transaction), then authorise the card outside any
 * transaction, then finalize (one short transaction). Refused: every step undone, the §8 payment
 * error. A 3-D Secure challenge: the order stays processing with its reservations and answers the
 * PaymentNotAuthorized flash with the action; PATCH order completes it.
 */
export async function placeOrder(db: Database, shopper: Shopper, request: PlaceOrderRequest, deps: CheckoutDeps, prefix: string): Promise<Order> {
  if (!(await deps.recaptcha.verify(request.recaptcha_response, 'placeOrder'))) throw new ApiError('AUT430', undefined, { field: 'recaptcha_response' });
  let placed: Placed;
  try {
    placed = await reserve(db, shopper, request, deps, prefix);
  } catch (error) {
    if (error instanceof ApiError && error.errorId === 'ITEMS_OOS' && error.field === 'items') {
      throw new ApiError('ITEMS_OOS', error.message, { field: 'items', extra: { flash: [oosFlash(error.message)] } });
    }
    throw error;
  }
  const { order, card, st } = placed;
  if (!card) {
    const stored = await finalizeOrder(db, order.id, null, deps.mailer);
    return orderView(db, stored ?? order, st ? { st } : {});
  }
  const provider = coveringProvider(deps, card.method)!;
  return settleAuthorisation(db, order, card, provider, deps, st, () => provider.authorise({ merchantReference: card.merchantReference, amount: card.amount, currency: order.currency, token: card.token }));
}

/** Calls the provider (no transaction open) and settles the order by its answer. */
export async function settleAuthorisation(
  db: Database, order: OrderRow, card: { attemptId: string; merchantReference: string }, provider: PaymentProvider, deps: CheckoutDeps, st: string | undefined,
  call: () => Promise<AuthoriseResult>,
): Promise<Order> {
  let result: AuthoriseResult;
  try {
    result = await call();
  } catch (error) {
    await provider.void({ merchantReference: card.merchantReference }).catch(() => undefined);
    await releaseOrder(db, order.id, 'voided', 'processor unavailable');
    throw new ApiError('PAY400', undefined, { field: 'paymentMethod', status: 503 });
  }
  if (result.resultCode === 'Refused') {
    await releaseOrder(db, order.id, 'failed', result.refusalReason);
    throw new ApiError(result.errorId, undefined, { field: 'paymentMethod' });
  }
  if (result.resultCode === 'ChallengeShopper') {
    await db.update(paymentAttempts).set({ paymentData: result.action.paymentData, updatedAt: new Date().toISOString() }).where(and(eq(paymentAttempts.id, card.attemptId), eq(paymentAttempts.status, 'pending')));
    const flash: OrderFlash = { type: 'PaymentNotAuthorized', messageKey: 'paymentAuthenticationError', message: 'Your bank asks you to confirm this payment.', itemId: null, action: result.action };
    return orderView(db, order, { ...(st ? { st } : {}), flash: [flash] });
  }
  let stored: OrderRow | null = null;
  try {
    stored = await finalizeOrder(db, order.id, { id: card.attemptId, pspReference: result.pspReference }, deps.mailer);
  } catch (error) {
    console.error(`[checkout] order ${order.orderNumber} could not be stored after authorisation; voiding`, error);
  }
  if (!stored) {
    await provider.void({ merchantReference: card.merchantReference, pspReference: result.pspReference }).catch(() => undefined);
    await releaseOrder(db, order.id, 'voided', 'order could not be stored');
    throw new ApiError('PAY400', 'The order could not be completed. Your card was not charged.', { field: 'paymentMethod' });
  }
  return orderView(db, stored, st ? { st } : {});
}
