import { eq } from 'drizzle-orm';
import type { Cart, CustomerNotification, FlashMessage, SavedForLater } from '../../../../schemas/commerce/cart';
import { LOCALES } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import { recordAssociateAction } from '../associate/audit';
import { carts, type CartRow } from '../../db/schema/cart';
import { loadCartLines, type LoadedLine } from './cart-lines';
import { claimCart } from './cart-store';
import { cartView } from './cart-view';
import { evaluateCart, type CartEvaluation } from './evaluate-cart';
import { giftCatalog, syncGiftLines, type GiftInfo } from './gifts';
import { productFactsOf, type ProductFactsCache } from './product-facts';
import { programmeFactsOf } from './programmes';
import { cartReferenceData, type CartReferenceData } from './reference-data';
import type { Shopper } from './shopper';

/** What a change sees and may do inside the cart's transaction. */
export interface CartWork {
  readonly tx: Database;
  readonly shopper: Shopper;
  readonly reference: CartReferenceData;
  readonly facts: ProductFactsCache;
  readonly now: Date;
  /** The locked cart, with the changes asked for so far. */
  cart: CartRow;
  /** Changes to the cart row, written with the new version at the end. */
  update(changes: Partial<CartRow>): void;
  /**
   * A write whose answer the change does not need (the line's upsert): it is sent at once and its
   * answer awaited with the cart's lines, which are read after it. Saves a round trip on PostgreSQL
   * (db/pg-pipelined-client.ts).
   */
  writeAlong(write: Promise<unknown>): void;
  flash(message: FlashMessage): void;
  notify(notification: CustomerNotification): void;
}

export interface Evaluated {
  readonly lines: LoadedLine[];
  readonly evaluation: CartEvaluation;
  readonly gifts: ReadonlyMap<string, GiftInfo>;
}

/**
 * Prices the cart and keeps its gifts in step. The stock of the site's gift variants is read in
 * the same statement as the lines, so the cart is priced once; gift names come from the product
 * facts cache. Only when the gift lines change are the lines read and priced again.
 */
export async function evaluateWithGifts(
  db: Database, cart: CartRow, shopper: Shopper, reference: CartReferenceData, facts: ProductFactsCache, now: Date, sync: boolean,
): Promise<Evaluated> {
  const giftVariantIds = [...new Set(reference.promotions.flatMap((promotion) => promotion.giftVariantIds))];
  const loaded = await loadCartLines(db, cart.id, cart.currency, cart.favStoreId, facts, giftVariantIds);
  let { lines } = loaded;
  const stock: ReadonlyMap<string, number> = loaded.stock;
  const programmes = await programmeFactsOf(db, shopper.owner);
  const adjustments = cart.priceAdjustments
    .filter((adjustment) => adjustment.itemId === null || lines.some((line) => line.id === adjustment.itemId))
    .map((adjustment) => ({ id: adjustment.id, lineId: adjustment.itemId, amountOff: adjustment.amountOff, percentOffBp: adjustment.percentOffBp }));
  let evaluation = evaluateCart(cart, lines, reference, shopper, { now, giftStock: stock, adjustments, programmes });
  const offered = [...new Set(evaluation.result.gifts.flatMap((offer) => offer.choices))];
  const gifts = await giftCatalog(db, facts, offered, stock);
  const heldGifts = lines.some((line) => line.bonus);
  if (sync && (offered.length > 0 || heldGifts) && (await syncGiftLines(db, cart, lines, evaluation.result.gifts, gifts, now))) {
    // Gift lines change no amount, but the answer lists them.
    lines = (await loadCartLines(db, cart.id, cart.currency, cart.favStoreId, facts)).lines;
    evaluation = evaluateCart(cart, lines, reference, shopper, { now, giftStock: stock, adjustments, programmes });
  }
  return { lines, evaluation, gifts };
}

/** The currency a change prices the cart in: the shopper's locale's (see localeChanges). */
export const changeCurrency = (shopper: Shopper): string => LOCALES[shopper.locale].currency;

/** The cart as the shopper's locale prices it: a shopper who moves to another country's site moves the cart with them. */
export function localeChanges(cart: CartRow, shopper: Shopper): Partial<CartRow> {
  const { country } = LOCALES[shopper.locale];
  const currency = changeCurrency(shopper);
  if (cart.currency === currency && cart.country === country) return {};
  return { currency, country, region: null };
}

export interface ChangeOptions {
  readonly now?: Date;
  /** Read the saved-for-later list into the answer (item writes on the hot path leave it out). */
  readonly saveForLater?: (tx: Database) => Promise<SavedForLater | null>;
  /** Checks the priced answer before it is stored; throwing rolls the change back (price adjustment limits). */
  readonly verify?: (cart: Cart, tx: Database) => Promise<void> | void;
  /** How an associate's change is written to the audit table (default: a cart change). */
  readonly audit?: { readonly action: 'cart_change' | 'price_adjustment'; readonly details?: Record<string, unknown> };
}

export interface ChangeWithReadOptions<Read> extends ChangeOptions {
  /**
   * A read the change needs whose values are known before the cart is locked (the variant to add): it is
   * sent right after the claim, which PostgreSQL runs first, so it sees the cart as the lock holder does.
   * Its answer counts only when the claim found the shopper's cart.
   */
  readonly readWithClaim: (tx: Database) => Promise<Read>;
}

/**
 * One cart write: one transaction that first locks the cart row (claimCart: the UPDATE that stamps the write), applies
 * the change, prices the result, brings the gifts in step, stores a new version and answers the
 * §3 Cart. Nothing of the cart is kept in memory between calls. An associate's change is written to
 * the audit table in the same transaction. On PostgreSQL, `readWithClaim` and `work.writeAlong` save
 * round trips (decisions.md 62).
 */
export async function changeCart(db: Database, shopper: Shopper, basketId: string, change: (work: CartWork) => Promise<void>, options?: ChangeOptions): Promise<Cart>;
export async function changeCart<Read>(
  db: Database, shopper: Shopper, basketId: string, change: (work: CartWork, read: Read) => Promise<void>, options: ChangeWithReadOptions<Read>,
): Promise<Cart>;
export async function changeCart<Read>(
  db: Database,
  shopper: Shopper,
  basketId: string,
  change: (work: CartWork, read: Read | undefined) => Promise<void>,
  options: ChangeOptions & Partial<ChangeWithReadOptions<Read>> = {},
): Promise<Cart> {
  const now = options.now ?? new Date();
  const reference = await cartReferenceData(db, shopper.siteId);
  const facts = productFactsOf(db);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const claiming = claimCart(tx, basketId, shopper, now);
    const reading = options.readWithClaim?.(tx);
    reading?.catch(() => undefined); // a missing cart is the answer then, not what the read found
    const locked = await claiming;
    const read = await reading;
    const writesAlong: Promise<unknown>[] = [];
    let pending: Partial<CartRow> = localeChanges(locked, shopper);
    const flash: FlashMessage[] = [];
    const notifications: CustomerNotification[] = [];
    const work: CartWork = {
      tx, shopper, reference, facts, now,
      cart: { ...locked, ...pending },
      update(changes) {
        pending = { ...pending, ...changes };
        work.cart = { ...work.cart, ...changes };
      },
      writeAlong(write) {
        write.catch(() => undefined); // its failure is thrown below, or the change's own error is
        writesAlong.push(write);
      },
      flash: (message) => flash.push(message),
      notify: (notification) => notifications.push(notification),
    };
    try {
      await change(work, read);
    } catch (error) {
      // A statement after a failed write fails only because the write did: the write's error is the one to tell.
      const failedWrite = (await Promise.allSettled(writesAlong)).find((outcome) => outcome.status === 'rejected');
      throw failedWrite ? failedWrite.reason : error;
    }
    const evaluating = evaluateWithGifts(tx, work.cart, shopper, reference, facts, now, true);
    evaluating.catch(() => undefined); // after a failed write it fails too; the write's error is the one thrown
    await Promise.all(writesAlong);
    const { lines, evaluation, gifts } = await evaluating;
    const stored = Object.keys(pending).length === 0 ? locked : (await tx.update(carts).set(pending).where(eq(carts.id, locked.id)).returning())[0]!;
    const saveForLater = options.saveForLater ? await options.saveForLater(tx) : null;
    const answer = cartView(stored, lines, evaluation, reference, shopper, { flash, notifications, saveForLater, gifts });
    if (options.verify) await options.verify(answer, tx);
    if (shopper.associate) {
      await recordAssociateAction(tx, { siteId: shopper.siteId, ...shopper.associate }, {
        action: options.audit?.action ?? 'cart_change', consumerId: shopper.owner.kind === 'consumer' ? shopper.owner.id : null, subject: stored.id,
        details: { ...options.audit?.details, totalUnits: answer.totals.totalUnits, total: answer.totals.total, currency: answer.currency },
      }, now);
    }
    return answer;
  });
}
