import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { mailText } from '../../../shared/i18n/messages/mail';
import { productPath } from '../../../shared/routing/routes';
import { isLocaleCode } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import { inventory, products, variants } from '../../db/schema/catalog';
import { stockNotifications } from '../../db/schema/notifications';
import { outboxNotifier, type Notifier } from './notifier';

export const BACK_IN_STOCK_KIND = 'back-in-stock';

function describeVariant(attributes: Record<string, string | undefined>): string {
  return Object.entries(attributes)
    .filter(([type, value]) => type !== 'color' && value)
    .map(([type, value]) => `${type} ${value}`)
    .join(', ');
}

/**
 * Serves every waiting notification whose variant has stock again (inventory > 0): writes the
 * message through the notifier and marks the notification notified, one transaction per batch so
 * a message is never lost nor sent twice. Returns how many were served. Run it after stock changes
 * (a stock import, a returns job) or on a timer.
 */
export async function processBackInStock(db: Database, notifierFor: (tx: Database) => Notifier = outboxNotifier): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: stockNotifications.id,
        email: stockNotifications.email,
        siteId: stockNotifications.siteId,
        locale: stockNotifications.locale,
        productId: products.id,
        productName: products.name,
        attributes: variants.attributes,
      })
      .from(stockNotifications)
      .innerJoin(inventory, eq(inventory.variantId, stockNotifications.variantId))
      .innerJoin(variants, eq(variants.id, stockNotifications.variantId))
      .innerJoin(products, eq(products.id, stockNotifications.productId))
      .where(and(isNull(stockNotifications.notifiedAt), gt(inventory.quantity, 0)))
      .for('update', { of: stockNotifications, skipLocked: true });
    if (due.length === 0) return 0;
    const notifier = notifierFor(tx as unknown as Database);
    for (const row of due) {
      const path = isLocaleCode(row.locale) ? productPath(row.locale, row.productName, row.productId) : '';
      const variant = describeVariant(row.attributes as unknown as Record<string, string | undefined>);
      const text = mailText(row.locale);
      const product = `${row.productName}${variant ? ` (${variant})` : ''}`;
      await notifier.send({
        kind: BACK_IN_STOCK_KIND,
        siteId: row.siteId,
        recipient: row.email,
        subject: text('backInStockSubject', { product: row.productName }),
        body: text('backInStockBody', { product, link: path }).trim(),
      });
    }
    await tx
      .update(stockNotifications)
      .set({ notifiedAt: new Date() })
      .where(inArray(stockNotifications.id, due.map((row) => row.id)));
    return due.length;
  });
}
