import { asc, eq } from 'drizzle-orm';
import type { Order, OrderFlash } from '../../../../schemas/commerce/orders';
import type { Database } from '../../db/client';
import { orderLines, type OrderRow } from '../../db/schema/orders';
import { warrantyUntil } from './warranty';

/** The §3 Order answer from the stored order and its lines. */
export async function orderView(db: Database, order: OrderRow, extra: { st?: string; flash?: OrderFlash[] } = {}): Promise<Order> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  return {
    orderNumber: order.orderNumber,
    ...(extra.st ? { st: extra.st } : {}),
    status: order.status,
    processing: order.processing,
    createdAt: new Date(order.createdAt).toISOString(),
    currency: order.currency,
    email: order.email,
    items: lines.map((line) => ({
      itemId: line.id, productId: line.productId, variantId: line.variantId, name: line.name, upc: line.upc, qty: line.qty,
      unitPrice: line.unitPrice, originalUnitPrice: line.originalUnitPrice ?? line.unitPrice, amount: line.amount, tax: line.tax, bonus: line.bonus === 1, productImageURL: line.productImageUrl, shipmentId: line.shipmentId,
    })),
    shipments: order.shipments.map((shipment) => ({
      shipmentId: shipment.shipmentId, shippingMethod: shipment.method, storeId: shipment.storeId, shippingTotal: shipment.shippingTotal,
      trackingNumber: shipment.trackingNumber, status: shipment.status,
    })),
    paymentMethod: order.payments.map((payment) => ({
      code: payment.code as Order['paymentMethod'][number]['code'],
      amount: payment.amount,
      status: payment.status,
      ...(payment.card ? { card: { brand: payment.card.brand as 'visa', last4: payment.card.last4 } } : {}),
      ...(payment.c_gcCardNumber ? { c_gcCardNumber: payment.c_gcCardNumber } : {}),
      ...(payment.points ? { points: payment.points } : {}),
    })),
    flash: extra.flash ?? [],
    promoSummary: order.promoSummary as Order['promoSummary'],
    totals: order.totals as Order['totals'],
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    cancellable: order.processing === 'finalized' && order.status === 'created',
    returnable: order.processing === 'finalized' && order.status === 'delivered',
    warrantyUntil: order.processing === 'finalized' && order.status === 'delivered' ? warrantyUntil(order) : null,
    channel: order.channel,
    inStoreSalesInfo: order.inStoreSalesInfo ?? null,
  };
}
