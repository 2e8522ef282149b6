import { Hono, type Context } from 'hono';
import { CHANNEL_HEADER, CHANNELS, IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, orderNumberParamsSchema, patchOrderRequestSchema, placeOrderRequestSchema } from '../../../../schemas/commerce/checkout';
import { orderSchema } from '../../../../schemas/commerce/orders';
import type { ErrorId } from '../../../../schemas/protocol/error-catalogue';
import { SITES } from '../../../shared/i18n/sites';
import { abandonIdempotent, beginIdempotent, finishIdempotent, requestHash } from '../../domain/checkout/idempotency';
import { guestOrderToken } from '../../domain/checkout/order-access';
import { patchOrder } from '../../domain/checkout/patch-order';
import { placeOrder, type CheckoutDeps } from '../../domain/checkout/place-order';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { errorBody } from '../../http/error-handler';
import { cartSession, shopperOf } from './shopper-of';

/** §7 place order (idempotent per Idempotency-Key) and patch order (3-D Secure result). */
export const placeOrderRoutes = new Hono<ApiEnv>();
const route = { tag: 'Checkout', security: 'session', middleware: cartSession } as const;
const PAYMENT_ERRORS: readonly ErrorId[] = ['PAYMENT_ERROR', 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION', 'CC_EXPIRY_DATE_INVALID', 'PAY400', 'PAY401'];

function depsOf(c: Context<ApiEnv>): CheckoutDeps {
  const channel = c.req.header(CHANNEL_HEADER);
  return { card: c.var.payments.card, bnpl: c.var.payments.bnpl, paypal: c.var.payments.paypal, applePay: c.var.payments.applePay, recaptcha: c.var.identity.recaptcha, mailer: c.var.identity.mailer, channel: (CHANNELS as readonly string[]).includes(channel ?? '') ? channel! : 'web' };
}

const prefixOf = (c: Context<ApiEnv>) => `${SITES[c.var.siteId].productPrefix}-`;

defineRoute(placeOrderRoutes, {
  ...route, method: 'put', path: '/cart/v2/checkout/order',
  summary: 'Place the order: idempotent per Idempotency-Key (replay, 409 while running, 422 for another body); one cart, one order',
  body: placeOrderRequestSchema, responses: { 200: orderSchema },
  errors: ['AUT402', 'AUT403', 'AGT403', 'STR403', 'AUT430', 'CART_NOT_FOUND', 'INVALID_CUSTOMER', 'BSK409', 'ORD409', 'ORD411', 'ORD422', 'ORD428', 'ITEMS_OOS', 'ITEM_NOT_AVAILABLE', 'NO_PRICE',
    'CHK400', 'CHK409', 'BIL400', 'PYT402', 'PRM422', 'PRM423', 'GC_ZERO_BALANCE', 'REW409', 'EMP409', 'ADDRESS_NOT_FOUND', ...PAYMENT_ERRORS],
}, async (c, { body }) => {
  const rawKey = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (!rawKey) throw new ApiError('ORD428', undefined, { field: 'Idempotency-Key' });
  const key = idempotencyKeySchema.safeParse(rawKey);
  if (!key.success) throw new ApiError('API400', 'Idempotency-Key: 8 to 200 letters, digits, dots, colons, dashes or underscores.', { field: 'Idempotency-Key' });
  const shopper = shopperOf(c);
  const scope = `${shopper.siteId}:${shopper.owner.kind}:${shopper.owner.id}`;
  const start = await beginIdempotent(c.var.db, scope, key.data, requestHash('PUT /cart/v2/checkout/order', body));
  if (start.kind === 'replay') {
    c.header('idempotent-replayed', 'true');
    // The guest's order token is not kept with the stored answer; it is derived again.
    const replayed = start.body as { orderNumber?: string };
    const st = shopper.owner.kind === 'guest' && start.status === 200 && replayed.orderNumber ? { st: guestOrderToken(shopper.siteId, replayed.orderNumber) } : {};
    return c.json({ ...replayed, ...st }, start.status as 200);
  }
  try {
    const order = await placeOrder(c.var.db, shopper, body, depsOf(c), prefixOf(c));
    const { st: _accessToken, ...storedAnswer } = order;
    await finishIdempotent(c.var.db, scope, key.data, 200, storedAnswer);
    return c.json(order);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      await finishIdempotent(c.var.db, scope, key.data, error.status, { ...error.extra, ...errorBody(c, error.errorId, error.message, error.status, error.field) });
    } else {
      await abandonIdempotent(c.var.db, scope, key.data);
    }
    throw error;
  }
});

defineRoute(placeOrderRoutes, {
  ...route, method: 'patch', path: '/cart/v2/checkout/order/:orderNumber', summary: 'Complete an order waiting for 3-D Secure with the challenge result',
  params: orderNumberParamsSchema, body: patchOrderRequestSchema, responses: { 200: orderSchema }, errors: ['AUT402', 'ORD404', 'ORD412', ...PAYMENT_ERRORS],
}, async (c, { params, body }) => c.json(await patchOrder(c.var.db, shopperOf(c), params.orderNumber, body, depsOf(c))));
