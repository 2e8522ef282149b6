import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { savedPaymentInstrumentSchema, savePaymentInstrumentRequestSchema } from '../../../../schemas/commerce/payments';
import type { Database } from '../../db/client';
import { savedCards } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import type { CardProcessor } from '../../payments/card-processor';
import { cardExpired, cardTokenDetails } from './card-token';

type SavedInstrument = z.infer<typeof savedPaymentInstrumentSchema>;
type SaveRequest = z.infer<typeof savePaymentInstrumentRequestSchema>;

/** The card as the shopper may see it: never the processor's token. */
function view(row: typeof savedCards.$inferSelect): SavedInstrument {
  return {
    paymentInstrumentId: row.id, payment_method_id: 'CREDIT_CARD', default: row.isDefault === 1,
    card: { brand: row.brand as NonNullable<SavedInstrument['card']>['brand'], last4: row.last4, expiryMonth: row.expiryMonth, expiryYear: row.expiryYear, ...(row.holder ? { holder: row.holder } : {}) },
  };
}

/** GET: the consumer's saved cards, the default first, then the newest. */
export async function listSavedCards(db: Database, consumerId: string): Promise<SavedInstrument[]> {
  const rows = await db.select().from(savedCards).where(eq(savedCards.consumerId, consumerId)).orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt), asc(savedCards.id));
  return rows.map(view);
}

/**
 * POST: keeps the processor's token of a card the hosted fields produced. What is shown (brand,
 * last 4, expiry) comes from the processor, not from the body. The same card twice is CCN409; an
 * expired one CC_EXPIRY_DATE_INVALID. The first card (or one asked to be) becomes the default.
 */
export async function saveCard(db: Database, consumerId: string, request: SaveRequest, processor: CardProcessor, now = new Date()): Promise<string> {
  const details = cardTokenDetails(processor, request.card.token, 'card.token');
  if (cardExpired(details.expiryMonth, details.expiryYear, now)) throw new ApiError('CC_EXPIRY_DATE_INVALID', undefined, { field: 'card' });
  const id = crypto.randomUUID();
  return db.transaction(async (tx) => {
    const same = await tx.select({ id: savedCards.id }).from(savedCards).where(and(
      eq(savedCards.consumerId, consumerId), eq(savedCards.brand, details.brand), eq(savedCards.last4, details.last4),
      eq(savedCards.expiryMonth, details.expiryMonth), eq(savedCards.expiryYear, details.expiryYear)));
    if (same.length > 0) throw new ApiError('CCN409', undefined, { field: 'card' });
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(savedCards).where(eq(savedCards.consumerId, consumerId));
    const makeDefault = request.default === true || count === 0;
    if (makeDefault) await tx.update(savedCards).set({ isDefault: 0 }).where(eq(savedCards.consumerId, consumerId));
    // The unique index settles two saves of the same card at once.
    const inserted = await tx.insert(savedCards).values({
      id, consumerId, token: request.card.token, ...details, holder: request.card.holder ?? null, isDefault: makeDefault ? 1 : 0,
    }).onConflictDoNothing().returning({ id: savedCards.id });
    if (inserted.length === 0) throw new ApiError('CCN409', undefined, { field: 'card' });
    return id;
  });
}

async function ownCard(db: Database, consumerId: string, id: string) {
  const [row] = await db.select().from(savedCards).where(and(eq(savedCards.id, id), eq(savedCards.consumerId, consumerId)));
  // Another consumer's card answers like a missing one (no IDOR).
  if (!row) throw new ApiError('CCN404');
  return row;
}

/** PATCH: the holder's name, and/or this card as the one default (the others lose it in the same transaction). */
export async function updateCard(db: Database, consumerId: string, id: string, patch: { default?: boolean; holder?: string }): Promise<SavedInstrument> {
  return db.transaction(async (tx) => {
    const row = await ownCard(tx as unknown as Database, consumerId, id);
    const changes = {
      ...(patch.default === undefined ? {} : { isDefault: patch.default ? 1 : 0 }),
      ...(patch.holder === undefined ? {} : { holder: patch.holder || null }),
    };
    if (Object.keys(changes).length === 0) return view(row);
    if (patch.default === true) await tx.update(savedCards).set({ isDefault: 0 }).where(eq(savedCards.consumerId, consumerId));
    const [updated] = await tx.update(savedCards).set(changes).where(eq(savedCards.id, row.id)).returning();
    return view(updated ?? row);
  });
}

/** DELETE: forgets the card (its token with it). Carts that hold it keep their own copy until placed or changed. */
export async function deleteCard(db: Database, consumerId: string, id: string): Promise<void> {
  const row = await ownCard(db, consumerId, id);
  const holdsCard = sql`exists (select 1 from jsonb_array_elements(payment_instruments) as held where held->>'method' = 'CREDIT_CARD' and held->'card'->>'token' = ${row.token})`;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.delete(savedCards).where(eq(savedCards.id, row.id));
    // The shopper's carts that hold the card (chosen from the saved list) lose it too: a removed card is never charged.
    await t.execute(sql`
      update carts set
        payment_instruments = coalesce((select jsonb_agg(held) from jsonb_array_elements(payment_instruments) as held
          where not (held->>'method' = 'CREDIT_CARD' and held->'card'->>'token' = ${row.token})), '[]'::jsonb),
        version = version + 1, updated_at = now()
      where owner_kind = 'consumer' and owner_id = ${consumerId} and status in ('active', 'buy_now') and ${holdsCard}`);
  });
}
