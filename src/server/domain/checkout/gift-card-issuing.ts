import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { mailText } from '../../../shared/i18n/messages/mail';
import { formatMoney } from '../../../shared/i18n/money';
import { DEFAULT_LOCALE, isLocaleCode } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { giftCardLedger, giftCards, orderLines, type OrderRow } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import { rowsOf } from '../cart/cart-store';
import type { Mailer } from '../identity/mailer';
import { giftCardPinHash, maskGiftCardNumber } from '../payments/gift-card-pin';

/**
 * Digital gift cards bought with an order (spec §3 shipping code "digital"): issued when the order
 * is finalized (payment authorised), in its transaction: one card per unit, the line's amount as
 * its balance (a ledger entry 'issued'), mailed to the gift option's recipient, else the buyer.
 * The PIN exists only in that mail; the database keeps its hash. A resend gives each card a new PIN
 * (the old one stops working). Cancelling the order voids its cards, and is refused once any was used.
 */
const NUMBER_DIGITS = 16;

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

export async function issueDigitalGiftCards(tx: Database, order: OrderRow, mailer: Mailer): Promise<void> {
  const lines = await tx.select().from(orderLines).where(and(eq(orderLines.orderId, order.id), eq(orderLines.isDigital, 1)));
  if (lines.length === 0) return;
  const items = await tx.select({ variantId: cartItems.variantId, customAmount: cartItems.customAmount, giftOption: cartItems.giftOption }).from(cartItems).where(eq(cartItems.cartId, order.cartId));
  for (const line of lines) {
    const item = items.find((candidate) => candidate.variantId === line.variantId && (candidate.customAmount ?? line.unitPrice) === line.unitPrice);
    for (let unit = 0; unit < line.qty; unit += 1) {
      const card = await insertCard(tx, order, line.unitPrice, item?.giftOption?.email ?? order.email);
      await tx.insert(giftCardLedger).values({ id: crypto.randomUUID(), giftCardId: card.id, delta: line.unitPrice, reason: 'issued', orderId: order.id });
      await mailCard(tx, mailer, order, { ...card, amount: line.unitPrice }, item?.giftOption ?? null);
    }
  }
}

async function insertCard(tx: Database, order: OrderRow, amount: number, recipientEmail: string) {
  // 10^16 numbers: a clash is next to impossible, and the unique index turns one into another draw.
  for (;;) {
    const id = crypto.randomUUID();
    const number = digits(NUMBER_DIGITS);
    const pin = digits(4);
    const [card] = await tx.insert(giftCards).values({
      id, siteId: order.siteId, number, pinHash: giftCardPinHash(id, pin), currency: order.currency, balance: amount, issuedByOrder: order.id, recipientEmail,
    }).onConflictDoNothing().returning({ id: giftCards.id, number: giftCards.number, recipientEmail: giftCards.recipientEmail });
    if (card) return { ...card, pin, recipientEmail };
  }
}

async function mailCard(tx: Database, mailer: Mailer, order: OrderRow, card: { number: string; pin: string; amount: number; recipientEmail: string }, gift: { to: string; message: string } | null) {
  const text = mailText(order.locale);
  const locale = isLocaleCode(order.locale) ? order.locale : DEFAULT_LOCALE;
  const body = [
    text('giftCardBody', { amount: formatMoney(card.amount, order.currency, locale), number: card.number.replace(/(\d{4})(?=\d)/g, '$1 '), pin: card.pin }),
    ...(gift?.message ? [text('giftCardMessage', { message: gift.message })] : []),
  ].join('\n\n');
  await mailer.send(tx, { siteId: order.siteId, to: card.recipientEmail, template: 'gift-card', subject: text('giftCardSubject', { amount: formatMoney(card.amount, order.currency, locale) }), body });
}

/** POST resendGiftCardEmail: every card of the order mailed again to its recipient, each with a new PIN. */
export async function resendGiftCards(db: Database, order: OrderRow, mailer: Mailer): Promise<{ giftCards: Array<{ c_gcCardNumber: string; recipientEmail: string }> }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const cards = await tx.select().from(giftCards).where(eq(giftCards.issuedByOrder, order.id)).orderBy(giftCards.number);
    if (cards.length === 0) throw new ApiError('GC_INVALID2', 'This order has no digital gift card to send again.', { field: 'orderNumber' });
    for (const card of cards) {
      const pin = digits(4);
      await tx.update(giftCards).set({ pinHash: giftCardPinHash(card.id, pin) }).where(eq(giftCards.id, card.id));
      await mailCard(tx, mailer, order, { number: card.number, pin, amount: card.balance, recipientEmail: card.recipientEmail ?? order.email }, null);
    }
    return { giftCards: cards.map((card) => ({ c_gcCardNumber: maskGiftCardNumber(card.number), recipientEmail: card.recipientEmail ?? order.email })) };
  });
}

/**
 * Cancel: the order's cards go to 0 (ledger 'cancelled'), each only while untouched (balance as
 * issued). A card already used refuses the cancel (ORD410), so no money is given back twice.
 */
export async function voidIssuedGiftCards(tx: Database, orderId: string): Promise<void> {
  const issued = await rowsOf<{ id: string; amount: number }>(tx, sql`select gift_card_id as id, delta as amount from gift_card_ledger where order_id = ${orderId} and reason = 'issued'`);
  for (const card of issued) {
    const voided = await rowsOf(tx, sql`update gift_cards set balance = 0 where id = ${card.id} and balance = ${card.amount} returning 1`);
    if (voided.length === 0) throw new ApiError('ORD410', 'A gift card bought with this order has been used, so the order can no longer be cancelled.', { field: 'orderNumber' });
    await tx.insert(giftCardLedger).values({ id: crypto.randomUUID(), giftCardId: card.id, delta: -card.amount, reason: 'cancelled', orderId });
  }
}
