import { BALANCE_METHODS, type PaymentInstrument, type PaymentMethodCode } from '../../../../schemas/commerce/payments';
import type { CartPaymentInstrumentJson } from '../../db/schema/cart';

export interface AllocatedInstrument {
  readonly instrument: CartPaymentInstrumentJson;
  /** What it pays of this total. */
  readonly amount: number;
}

export interface PaymentAllocation {
  readonly balances: readonly AllocatedInstrument[];
  /** The card or wallet that pays what is left (at most one). */
  readonly covering: CartPaymentInstrumentJson | null;
  /** What the covering method must pay (spec: remainingToPay always tells what the card must cover). */
  readonly remainingToPay: number;
}

export const isBalanceMethod = (method: string) => BALANCE_METHODS.includes(method as PaymentMethodCode);

/**
 * Splits a total over the cart's instruments: balance methods (gift cards, points) in the order
 * they were added, each up to its amount and what is still open; the covering method pays the rest.
 * Integer minor units: the parts add up to the total exactly.
 */
export function allocatePayments(total: number, instruments: readonly CartPaymentInstrumentJson[]): PaymentAllocation {
  let open = total;
  const balances: AllocatedInstrument[] = [];
  for (const instrument of instruments.filter((i) => isBalanceMethod(i.method))) {
    const amount = Math.max(0, Math.min(instrument.amount, open));
    open -= amount;
    balances.push({ instrument, amount });
  }
  const covering = instruments.find((i) => !isBalanceMethod(i.method)) ?? null;
  return { balances, covering, remainingToPay: open };
}

/** The §3 payment_instruments of the cart answer. */
export function instrumentsView(allocation: PaymentAllocation): PaymentInstrument[] {
  const view = (instrument: CartPaymentInstrumentJson, amount: number): PaymentInstrument => ({
    payment_instrument_id: instrument.id,
    payment_method_id: instrument.method as PaymentMethodCode,
    amount,
    ...(instrument.maskedNumber ? { c_gcCardNumber: instrument.maskedNumber } : {}),
    ...(instrument.card ? { card: { brand: instrument.card.brand as 'visa', last4: instrument.card.last4, expiryMonth: instrument.card.expiryMonth, expiryYear: instrument.card.expiryYear, ...(instrument.card.holder ? { holder: instrument.card.holder } : {}) } } : {}),
    ...(instrument.points ? { points: instrument.points } : {}),
    ...(instrument.voucherCode ? { voucherCode: instrument.voucherCode } : {}),
  });
  return [
    ...allocation.balances.map(({ instrument, amount }) => view(instrument, amount)),
    ...(allocation.covering ? [view(allocation.covering, allocation.remainingToPay)] : []),
  ];
}
