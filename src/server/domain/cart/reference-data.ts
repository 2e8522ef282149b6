import { and, eq } from 'drizzle-orm';
import type { SiteId } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import { giftCardLimits, shippingMethods, taxRates, type ShippingMethodRow, type TaxRateRow } from '../../db/schema/cart-reference';
import { promotions, type PromotionRow } from '../../db/schema/promotions';

/**
 * Promotions, shipping methods, tax rates and gift card limits of a site, read together and kept
 * for REFERENCE_TTL_MS: reference data, edited rarely (in the database), read on every cart
 * evaluation. Cart state itself is never cached. invalidateCartReferenceData() drops it at once
 * (tests, admin tools that edit promotions in this process); other processes see an edit within the TTL.
 */
export const REFERENCE_TTL_MS = 30_000;

export interface CartReferenceData {
  readonly promotions: readonly PromotionRow[];
  readonly shippingMethods: readonly ShippingMethodRow[];
  readonly taxRates: readonly TaxRateRow[];
  readonly giftCardLimits: ReadonlyMap<string, { min: number; max: number }>;
}

const caches = new WeakMap<Database, Map<string, { at: number; data: Promise<CartReferenceData> }>>();

async function load(db: Database, siteId: SiteId): Promise<CartReferenceData> {
  const [promotionRows, methodRows, taxRows, limitRows] = await Promise.all([
    db.select().from(promotions).where(and(eq(promotions.siteId, siteId), eq(promotions.enabled, true))),
    db.select().from(shippingMethods).where(and(eq(shippingMethods.siteId, siteId), eq(shippingMethods.enabled, true))),
    db.select().from(taxRates),
    db.select().from(giftCardLimits).where(eq(giftCardLimits.siteId, siteId)),
  ]);
  return {
    promotions: promotionRows,
    shippingMethods: methodRows.sort((a, b) => a.position - b.position),
    taxRates: taxRows,
    giftCardLimits: new Map(limitRows.map((row) => [row.currency, { min: row.minAmount, max: row.maxAmount }])),
  };
}

/** Call with the database handle, not a transaction (the cache is kept per handle). */
export function cartReferenceData(db: Database, siteId: SiteId, now = Date.now()): Promise<CartReferenceData> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = siteId;
  const hit = cache.get(key);
  if (hit && now - hit.at < REFERENCE_TTL_MS) return hit.data;
  const data = load(db, siteId);
  cache.set(key, { at: now, data });
  data.catch(() => cache.delete(key));
  return data;
}

export function invalidateCartReferenceData(db: Database): void {
  caches.delete(db);
}

export function taxRateFor(data: CartReferenceData, country: string, region: string | null): TaxRateRow | undefined {
  return (
    (region ? data.taxRates.find((row) => row.country === country && row.region === region) : undefined) ??
    data.taxRates.find((row) => row.country === country && row.region === '')
  );
}

export function methodsFor(data: CartReferenceData, country: string): ShippingMethodRow[] {
  return data.shippingMethods.filter((method) => method.country === country);
}
