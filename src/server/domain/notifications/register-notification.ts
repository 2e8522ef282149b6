import { and, eq, isNull } from 'drizzle-orm';
import type { NotificationResponse } from '@schemas/commerce/notifications';
import type { LocaleCode, SiteId } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import { inventory, variants } from '../../db/schema/catalog';
import { stockNotifications } from '../../db/schema/notifications';
import { ApiError } from '../../http/api-error';
import { findSiteProduct } from '../catalog/product-details';

export interface NotificationInput {
  readonly email: string;
  readonly productId: string;
  readonly variantId: string;
  readonly siteId: SiteId;
  readonly locale: LocaleCode;
}

/**
 * Records a back-in-stock request. Unknown product (for this site) or variant → 404; a variant
 * in stock → 400 INV400 (it can be bought now); the same pending request again → the same answer.
 */
export async function registerNotification(db: Database, input: NotificationInput): Promise<NotificationResponse> {
  const product = await findSiteProduct(db, input.siteId, input.productId);
  if (!product) throw new ApiError('PRD404');
  const [variant] = await db
    .select({ id: variants.id, quantity: inventory.quantity })
    .from(variants)
    .leftJoin(inventory, eq(inventory.variantId, variants.id))
    .where(and(eq(variants.id, input.variantId), eq(variants.productId, product.id)));
  if (!variant) throw new ApiError('VAR404', undefined, { field: 'variantId' });
  if ((variant.quantity ?? 0) > 0) throw new ApiError('INV400', undefined, { field: 'variantId' });

  const inserted = await db
    .insert(stockNotifications)
    .values({ email: input.email, siteId: input.siteId, locale: input.locale, productId: product.id, variantId: variant.id })
    .onConflictDoNothing()
    .returning({ id: stockNotifications.id });
  if (inserted.length === 0) {
    // Already asked: if the earlier request was served, wait again for the next restock.
    await db
      .update(stockNotifications)
      .set({ notifiedAt: null, locale: input.locale })
      .where(and(eq(stockNotifications.email, input.email), eq(stockNotifications.variantId, variant.id)));
  }
  return { productId: product.id, variantId: variant.id, status: inserted.length > 0 ? 'created' : 'existing' };
}

export async function pendingNotifications(db: Database) {
  return db.select().from(stockNotifications).where(isNull(stockNotifications.notifiedAt));
}
