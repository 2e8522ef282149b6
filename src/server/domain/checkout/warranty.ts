import { and, eq } from 'drizzle-orm';
import { WARRANTY_MONTHS } from '../../../../schemas/constants';
import type { warrantyClaimRequestSchema } from '../../../../schemas/commerce/orders';
import type { z } from 'zod';
import { mailText } from '../../../shared/i18n/messages/mail';
import { isLocaleCode, LOCALES } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import { orderLines, type OrderRow } from '../../db/schema/orders';
import { warrantyClaims } from '../../db/schema/warranty';
import { ApiError } from '../../http/api-error';
import type { Shopper } from '../cart/shopper';
import type { Mailer } from '../identity/mailer';
import { uniqueViolationOn } from '../identity/consumers';
import { newCaseNumber } from '../system/case-number';
import { accessibleOrder } from './order-access';

type WarrantyClaimRequest = z.infer<typeof warrantyClaimRequestSchema>;

/**
 * The moment an order's items stop being covered: the order date plus the months of the
 * order's region (WARRANTY_MONTHS), as an ISO timestamp. Claims are made from delivery on.
 */
export function warrantyUntil(order: Pick<OrderRow, 'createdAt' | 'locale'>): string {
  const region = isLocaleCode(order.locale) ? LOCALES[order.locale].region : 'NORA';
  const end = new Date(order.createdAt);
  end.setUTCMonth(end.getUTCMonth() + WARRANTY_MONTHS[region]);
  return end.toISOString();
}

/**
 * A warranty claim for one item of the shopper's delivered order (a guest names the order's
 * email, like TrackOrder). Refused for another shopper's order (ORD404, like a missing one), an
 * item not in it (WAR404), gift cards and free gifts (WAR400), an order not delivered (WAR422),
 * after the warranty (WAR410), and while a claim for the item is open (WAR409, held by the
 * database's unique index when two arrive at once). Stored and mailed to the shopper in one
 * transaction; answers the case number.
 */
export async function fileWarrantyClaim(db: Database, shopper: Shopper, request: WarrantyClaimRequest, mailer: Mailer, now = new Date()) {
  const order = await accessibleOrder(db, shopper, request.orderNumber, { email: request.email });
  const [line] = await db.select().from(orderLines).where(and(eq(orderLines.orderId, order.id), eq(orderLines.id, request.itemId)));
  if (!line) throw new ApiError('WAR404', undefined, { field: 'itemId' });
  if (line.isDigital === 1 || line.bonus === 1) throw new ApiError('WAR400', undefined, { field: 'itemId' });
  if (order.status !== 'delivered') throw new ApiError('WAR422');
  const until = warrantyUntil(order);
  if (now.getTime() > Date.parse(until)) throw new ApiError('WAR410');
  const caseId = newCaseNumber();
  const text = mailText(order.locale);
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await t.insert(warrantyClaims).values({ id: caseId, siteId: order.siteId, orderId: order.id, orderLineId: line.id, reason: request.reason, description: request.description });
      await mailer.send(t, {
        siteId: order.siteId, to: order.email, template: 'warranty-claim',
        subject: text('warrantySubject', { caseId }),
        body: text('warrantyBody', { caseId, item: line.name, orderNumber: order.orderNumber }),
      });
    });
  } catch (error) {
    if (uniqueViolationOn(error)?.includes('warranty_claims_open_line')) throw new ApiError('WAR409', undefined, { field: 'itemId' });
    throw error;
  }
  return { caseId, status: 'received' as const, warrantyUntil: until };
}
