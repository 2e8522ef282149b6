import { and, eq, sql } from 'drizzle-orm';
import { GIFT_CARD_MAX_PER_CART, LOYALTY_POINTS_PER_MINOR_UNIT } from '../../../../schemas/constants';
import type { Cart } from '../../../../schemas/commerce/cart';
import type { AddPaymentInstrumentRequest, PaymentMethodsResponse } from '../../../../schemas/commerce/payments';
import type { Database } from '../../db/client';
import type { CartPaymentInstrumentJson } from '../../db/schema/cart';
import { consumers } from '../../db/schema/identity';
import { savedCards } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import type { ApplePayProvider } from '../../payments/apple-pay-provider';
import type { BnplProvider } from '../../payments/bnpl-provider';
import type { CardProcessor } from '../../payments/card-processor';
import type { PaymentProviders } from '../../payments';
import { ownedCart } from '../cart/cart-store';
import { changeCart, type CartWork } from '../cart/cart-session';
import type { Shopper } from '../cart/shopper';
import { maskGiftCardNumber } from '../payments/gift-card-pin';
import { isBalanceMethod } from './allocate-payments';
import { giftCardByNumber } from './gift-cards';
import { usableVoucher } from '../loyalty/vouchers';
import { readCart } from '../cart/read-cart';
import { athleteCreditLeft } from './athlete-credit';
import { cardExpired, cardTokenDetails } from './card-token';
import { paypalInstrument, paypalOffered } from './paypal-checkout';

/** The methods this build can take payment with (others are refused PYT404 until their adapter exists). */
const OFFERED = ['CREDIT_CARD', 'GIFT_CARD', 'LOYALTY_POINTS', 'KLARNA', 'ATHLETES_PAYMENT', 'PAYPAL', 'DW_APPLE_PAY'] as const;

/** The providers the payment calls need. */
export type InstrumentProviders = Pick<PaymentProviders, 'card' | 'bnpl' | 'paypal' | 'applePay'>;

export async function paymentMethodsOf(db: Database, shopper: Shopper, basketId: string, { card, bnpl, paypal, applePay }: InstrumentProviders): Promise<PaymentMethodsResponse> {
  const cart = await ownedCart(db, basketId, shopper, { lock: false, now: new Date() });
  const methods: PaymentMethodsResponse['applicablePaymentMethods'] = [
    { id: 'CREDIT_CARD', name: 'Credit or debit card', provider: card.name, cards: [{ cardType: 'visa', name: 'Visa' }, { cardType: 'mc', name: 'Mastercard' }, { cardType: 'amex', name: 'American Express' }] },
    { id: 'GIFT_CARD', name: 'Gift card', provider: 'giftcard' },
  ];
  if (shopper.owner.kind === 'consumer') methods.push({ id: 'LOYALTY_POINTS', name: 'Loyalty points', provider: 'loyalty' });
  if (bnpl.countries.includes(cart.country)) methods.push({ id: 'KLARNA', name: 'Klarna', provider: bnpl.name });
  if (paypalOffered(shopper, cart.currency, paypal)) methods.push({ id: 'PAYPAL', name: 'PayPal', provider: paypal.name });
  // An express wallet: offered where the merchant takes it; the page shows its button only where the device has it.
  if (applePay?.countries.includes(cart.country)) methods.push({ id: 'DW_APPLE_PAY', name: 'Apple Pay', provider: applePay.name });
  const credit = await athleteCreditLeft(db, shopper, cart.currency);
  if (credit !== null) {
    const view = await readCart(db, shopper, basketId);
    const held = view.payment_instruments.filter((i) => i.payment_method_id === 'ATHLETES_PAYMENT').reduce((sum, i) => sum + (typeof i.amount === 'number' ? i.amount : 0), 0);
    methods.push({ id: 'ATHLETES_PAYMENT', name: 'Athlete credit', provider: 'athlete', remainingAmount: credit, payableAmount: Math.min(credit, view.totals.remainingToPay + held) });
  }
  return { applicablePaymentMethods: methods, giftCardLimit: GIFT_CARD_MAX_PER_CART };
}

async function cardInstrument(work: CartWork, request: Extract<AddPaymentInstrumentRequest, { payment_method_id: 'CREDIT_CARD' }>, processor: CardProcessor): Promise<CartPaymentInstrumentJson> {
  let card: NonNullable<CartPaymentInstrumentJson['card']>;
  if (request.paymentInstrumentId) {
    const owner = work.shopper.owner;
    const [saved] = owner.kind === 'consumer'
      ? await work.tx.select().from(savedCards).where(and(eq(savedCards.id, request.paymentInstrumentId), eq(savedCards.consumerId, owner.id)))
      : [];
    if (!saved) throw new ApiError('PAYMENT_INSTRUMENT_NOT_FOUND', undefined, { field: 'paymentInstrumentId' });
    card = { token: saved.token, brand: saved.brand, last4: saved.last4, expiryMonth: saved.expiryMonth, expiryYear: saved.expiryYear, ...(saved.holder ? { holder: saved.holder } : {}) };
  } else {
    const details = cardTokenDetails(processor, request.card!.token, 'card.token');
    card = { token: request.card!.token, ...details, ...(request.card!.holder ? { holder: request.card!.holder } : {}) };
  }
  if (cardExpired(card.expiryMonth, card.expiryYear, work.now)) throw new ApiError('CC_EXPIRY_DATE_INVALID', undefined, { field: 'card' });
  return { id: crypto.randomUUID(), method: 'CREDIT_CARD', amount: 0, card };
}

/**
 * A BNPL authorization from the provider's widget. It must be for this cart's currency; whether it
 * still covers the amount is the provider's answer at placement (the cart may change in between).
 */
function bnplInstrument(work: CartWork, authorizationToken: string, bnpl: BnplProvider): CartPaymentInstrumentJson {
  const authorization = bnpl.inspectAuthorization(authorizationToken);
  if (!authorization || authorization.currency !== work.cart.currency) {
    throw new ApiError('PAY400', 'The pay-later approval is not valid any more. Please choose Klarna again.', { field: 'authorizationToken' });
  }
  return { id: crypto.randomUUID(), method: 'KLARNA', amount: 0, reference: authorizationToken };
}

/** What is left to pay of the cart without its covering method (the amount a wallet token must be for). */
async function amountDue(db: Database, shopper: Shopper, basketId: string): Promise<{ amount: number; currency: string }> {
  const cart = await readCart(db, shopper, basketId);
  return { amount: cart.totals.remainingToPay, currency: cart.currency };
}

/**
 * An Apple Pay payment token from the device (onpaymentauthorized): one the provider can read, for
 * exactly what is left to pay in the cart's currency (the total the payment sheet showed).
 * Anything else is PAY400 and the shopper pays again.
 */
function applePayInstrument(work: CartWork, token: string, applePay: ApplePayProvider, due: { amount: number; currency: string }): CartPaymentInstrumentJson {
  if (!applePay.countries.includes(work.cart.country)) throw new ApiError('PYT404', undefined, { field: 'payment_method_id' });
  const details = applePay.inspectToken(token);
  if (!details) throw new ApiError('PAY400', 'The Apple Pay payment could not be read. Please try again.', { field: 'token' });
  if (details.currency !== due.currency || details.currency !== work.cart.currency || details.amount !== due.amount) {
    throw new ApiError('PAY400', 'The Apple Pay payment is not for this cart’s total. Please try again.', { field: 'token' });
  }
  return { id: crypto.randomUUID(), method: 'DW_APPLE_PAY', amount: 0, reference: token };
}

async function giftCardInstrument(work: CartWork, request: Extract<AddPaymentInstrumentRequest, { payment_method_id: 'GIFT_CARD' }>): Promise<CartPaymentInstrumentJson> {
  const held = work.cart.paymentInstruments.filter((i) => i.method === 'GIFT_CARD');
  if (held.length >= GIFT_CARD_MAX_PER_CART) throw new ApiError('GFC422', undefined, { field: 'c_gcCardNumber' });
  const card = await giftCardByNumber(work.tx, work.shopper.siteId, request.c_gcCardNumber, request.c_gcPin, work.cart.currency);
  if (held.some((i) => i.giftCardId === card.id)) throw new ApiError('GC_ALREADY_APPLIED', undefined, { field: 'c_gcCardNumber' });
  if (card.balance <= 0) throw new ApiError('GC_ZERO_BALANCE', undefined, { field: 'c_gcCardNumber' });
  const buysGiftCard = await work.tx.execute(sqlDigitalLines(work.cart.id));
  if ((buysGiftCard as unknown as { rows: unknown[] }).rows.length > 0) throw new ApiError('GC_NOT_ALLOWED', 'A gift card cannot pay for another gift card.', { field: 'c_gcCardNumber' });
  return { id: crypto.randomUUID(), method: 'GIFT_CARD', amount: Math.min(request.amount ?? card.balance, card.balance), giftCardId: card.id, maskedNumber: maskGiftCardNumber(card.number) };
}

function sqlDigitalLines(cartId: string) {
  return sql`select 1 from cart_items ci join catalog_variants v on v.id = ci.variant_id join catalog_products p on p.id = v.product_id
    where ci.cart_id = ${cartId} and p.product_type = 'digital' limit 1`;
}

/** Spec §6: an athlete's rewards (points, vouchers) pay only once the athlete credit is used up. */
async function refuseRewardsBeforeAthleteCredit(work: CartWork): Promise<void> {
  const credit = await athleteCreditLeft(work.tx, work.shopper, work.cart.currency);
  if (credit !== null && credit > 0) throw new ApiError('REW400', 'Your athlete credit pays first: rewards can be used once it is spent.', { field: 'payment_method_id' });
}

/** Athlete credit (spec §6): up to what is left of the yearly credit (by default all of it that the order can use). */
async function athleteInstrument(work: CartWork, requested: number | undefined): Promise<CartPaymentInstrumentJson> {
  const credit = await athleteCreditLeft(work.tx, work.shopper, work.cart.currency);
  if (credit === null) throw new ApiError('PYT404', 'Athlete credit is for athletes, in the credit’s currency.', { field: 'payment_method_id' });
  if (credit === 0) throw new ApiError('REW400', 'Your athlete credit for this year is used up.', { field: 'amount' });
  return { id: crypto.randomUUID(), method: 'ATHLETES_PAYMENT', amount: Math.min(requested ?? credit, credit) };
}

async function pointsInstrument(work: CartWork, points: number): Promise<CartPaymentInstrumentJson> {
  const owner = work.shopper.owner;
  if (owner.kind !== 'consumer') throw new ApiError('AUT403', 'Loyalty points need a signed-in loyalty member.');
  await refuseRewardsBeforeAthleteCredit(work);
  const [consumer] = await work.tx.select({ points: consumers.loyaltyPoints, member: consumers.isLoyaltyMember }).from(consumers).where(eq(consumers.id, owner.id));
  if (!consumer?.member) throw new ApiError('REW400', 'Only loyalty members can pay with points.', { field: 'points' });
  if (consumer.points < points) throw new ApiError('REW409', undefined, { field: 'points' });
  return { id: crypto.randomUUID(), method: 'LOYALTY_POINTS', amount: Math.floor(points / LOYALTY_POINTS_PER_MINOR_UNIT), points };
}

/**
 * POST /cart/v1/cart/{basketId}/paymentInstruments. Balance methods add up (gift cards to the
 * cap); one covering method (a card) pays the rest and replaces the previous one; one points
 * instrument at a time. Nothing is charged or spent here: placement does that.
 */
export async function addPaymentInstrument(db: Database, shopper: Shopper, basketId: string, request: AddPaymentInstrumentRequest, { card: processor, bnpl, paypal, applePay }: InstrumentProviders): Promise<Cart> {
  if (!(OFFERED as readonly string[]).includes(request.payment_method_id)) throw new ApiError('PYT404', undefined, { field: 'payment_method_id' });
  // PayPal is asked about its order before the cart's transaction opens (never a provider call inside one).
  const paypalPays = request.payment_method_id === 'PAYPAL' ? await paypalInstrument(db, shopper, basketId, request.orderId, paypal) : null;
  // What the cart asks of a wallet token: read before the write, as the sheet's total was.
  const due = request.payment_method_id === 'DW_APPLE_PAY' ? await amountDue(db, shopper, basketId) : null;
  return changeCart(db, shopper, basketId, async (work) => {
    let added: CartPaymentInstrumentJson;
    if (request.payment_method_id === 'CREDIT_CARD') added = await cardInstrument(work, request, processor);
    else if (request.payment_method_id === 'GIFT_CARD') added = await giftCardInstrument(work, request);
    else if (request.payment_method_id === 'LOYALTY_POINTS') added = await pointsInstrument(work, request.points);
    else if (request.payment_method_id === 'KLARNA') added = bnplInstrument(work, request.authorizationToken, bnpl);
    else if (request.payment_method_id === 'ATHLETES_PAYMENT') added = await athleteInstrument(work, request.amount);
    else if (paypalPays) added = paypalPays(work);
    else if (request.payment_method_id === 'DW_APPLE_PAY' && applePay && due) added = applePayInstrument(work, request.token, applePay, due);
    else throw new ApiError('PYT404', undefined, { field: 'payment_method_id' });
    // One points and one athlete credit instrument at a time; a covering method replaces the previous one.
    const single = added.method === 'LOYALTY_POINTS' || added.method === 'ATHLETES_PAYMENT';
    const kept = work.cart.paymentInstruments.filter((held) =>
      isBalanceMethod(added.method) ? !(single && held.method === added.method) : isBalanceMethod(held.method));
    work.update({ paymentInstruments: [...kept, added] });
  });
}

/**
 * PUT /cart/v1/cart/{basketId}/reward: points pay part of the order (a LOYALTY_POINTS instrument),
 * or a loyalty voucher the shopper bought (a REWARD_CODE instrument of its amount, one at a time);
 * null takes every reward off. Nothing is spent here: placement redeems.
 */
export async function applyReward(db: Database, shopper: Shopper, basketId: string, reward: { points: number } | { code: string } | null): Promise<Cart> {
  if (reward && 'points' in reward) return addPaymentInstrument(db, shopper, basketId, { payment_method_id: 'LOYALTY_POINTS', points: reward.points }, NO_PROVIDERS);
  if (reward) {
    return changeCart(db, shopper, basketId, async (work) => {
      const added = await voucherInstrument(work, reward.code);
      // First among the balance payments: a voucher's value is lost if it is not used, a gift card's or points' is not.
      work.update({ paymentInstruments: [added, ...work.cart.paymentInstruments.filter((held) => held.method !== 'REWARD_CODE')] });
    });
  }
  return changeCart(db, shopper, basketId, async (work) => work.update({ paymentInstruments: work.cart.paymentInstruments.filter((i) => i.method !== 'LOYALTY_POINTS' && i.method !== 'REWARD_CODE') }));
}

/** A voucher of the signed-in member, active, unexpired, in the cart's currency (REW404 for anything else: no probing of codes). */
async function voucherInstrument(work: CartWork, code: string): Promise<CartPaymentInstrumentJson> {
  const owner = work.shopper.owner;
  if (owner.kind !== 'consumer') throw new ApiError('AUT403', 'Loyalty vouchers need a signed-in loyalty member.');
  await refuseRewardsBeforeAthleteCredit(work);
  const voucher = await usableVoucher(work.tx, owner.id, work.shopper.siteId, code, work.cart.currency, work.now);
  if (!voucher) throw new ApiError('REW404', undefined, { field: 'appliedLoyaltyVoucher.code' });
  return { id: crypto.randomUUID(), method: 'REWARD_CODE', amount: voucher.amount, voucherId: voucher.id, voucherCode: voucher.code };
}

const NO_PROVIDERS = { card: { name: 'none', inspectToken: () => null }, bnpl: { name: 'none', countries: [], inspectAuthorization: () => null }, paypal: { name: 'none', currencies: [] } } as unknown as InstrumentProviders;

/** DELETE /cart/v1/cart/{basketId}/paymentInstruments. */
export async function removePaymentInstrument(db: Database, shopper: Shopper, basketId: string, instrumentId: string): Promise<Cart> {
  return changeCart(db, shopper, basketId, async (work) => {
    if (!work.cart.paymentInstruments.some((held) => held.id === instrumentId)) throw new ApiError('PAYMENT_INSTRUMENT_NOT_FOUND', undefined, { field: 'payment_instrument_id' });
    work.update({ paymentInstruments: work.cart.paymentInstruments.filter((held) => held.id !== instrumentId) });
  });
}
