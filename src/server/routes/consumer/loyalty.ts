import { Hono } from 'hono';
import {
  buyLoyaltyVoucherRequestSchema, buyLoyaltyVoucherResponseSchema, loyaltyResponseSchema, loyaltyTokenRequestSchema, loyaltyTokenResponseSchema,
  loyaltyVouchersQuerySchema, loyaltyWelcomePromoResponseSchema,
} from '../../../../schemas/commerce/loyalty';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '../../../../schemas/commerce/checkout';
import { API_HEADERS } from '../../../../schemas/protocol/headers';
import { localeInfo } from '../../../shared/i18n/sites';
import { abandonIdempotent, beginIdempotent, finishIdempotent, requestHash } from '../../domain/checkout/idempotency';
import { requireConsumer } from '../../domain/identity/consumers';
import { buyVoucher, loyaltyOverview, loyaltyToken, welcomePromo } from '../../domain/loyalty/vouchers';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { errorBody } from '../../http/error-handler';
import type { ApiEnv } from '../../http/env';
import { refuseAssociate, requireSession } from './require-session';

const TAG = 'Loyalty';
const member = { tag: TAG, security: 'session', middleware: [requireSession()] } as const;
/** Every loyalty call: no session 401 AUT402, a guest 403 AUT403, a registered non-member 403 REW403. */
const ROLE_ERRORS = ['AUT402', 'AUT403', 'PRO404', 'REW403'] as const;

/** §7 consumer loyalty calls for the signed-in member (docs/architecture.md "Loyalty"). */
export const loyaltyRoutes = new Hono<ApiEnv>();

defineRoute(loyaltyRoutes, {
  ...member, method: 'post', path: '/consumers-v3/consumer/loyalty/token', summary: 'The member’s memberId; records a referral code once',
  description: 'Optional `source` header: the lead source, kept when the consumer has none.',
  body: loyaltyTokenRequestSchema, responses: { 200: loyaltyTokenResponseSchema }, errors: [...ROLE_ERRORS, 'REW422'],
}, async (c, { body }) => {
  const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
  c.header('cache-control', 'no-store');
  return c.json(await loyaltyToken(c.var.db, consumer, c.var.session, body, c.req.header(API_HEADERS.source)));
});

defineRoute(loyaltyRoutes, {
  ...member, method: 'get', path: '/consumers-v3/consumer/loyalty/promo/welcome', summary: 'The welcome offer for members and whether the member may still use it',
  responses: { 200: loyaltyWelcomePromoResponseSchema }, errors: [...ROLE_ERRORS],
}, async (c) => {
  const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
  c.header('cache-control', 'no-store');
  return c.json(await welcomePromo(c.var.db, consumer, c.var.siteId, c.var.locale));
});

defineRoute(loyaltyRoutes, {
  ...member, method: 'get', path: '/consumers-v3/consumer/loyalty/vouchers', summary: 'Points (active and pending), vouchers for sale and the member’s vouchers; the ledger with includeHistory',
  query: loyaltyVouchersQuerySchema, responses: { 200: loyaltyResponseSchema }, errors: [...ROLE_ERRORS],
}, async (c, { query }) => {
  const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
  c.header('cache-control', 'no-store');
  return c.json(await loyaltyOverview(c.var.db, consumer, c.var.siteId, localeInfo(c.var.locale).currency, query.includeHistory === 'true'));
});

defineRoute(loyaltyRoutes, {
  ...member, middleware: [requireSession(), refuseAssociate()], method: 'post', path: '/consumers-v3/consumer/loyalty/vouchers', summary: 'Buy a voucher with points (the locale’s currency)',
  description: 'Not named by spec §7 (which only lists GET): buying is what makes the listed vouchers the member’s. One transaction: guarded debit of the active balance, ledger entry, voucher. '
    + 'With an Idempotency-Key header a retry (a double click, a lost answer) replays the first answer instead of buying again: 409 while it runs, 422 for another body.',
  body: buyLoyaltyVoucherRequestSchema, responses: { 200: buyLoyaltyVoucherResponseSchema }, errors: [...ROLE_ERRORS, 'REW404', 'REW409', 'ORD409', 'ORD422', 'AGT402'],
}, async (c, { body }) => {
  const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
  c.header('cache-control', 'no-store');
  const buy = () => buyVoucher(c.var.db, consumer, c.var.siteId, localeInfo(c.var.locale).currency, body.points);
  const rawKey = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (rawKey === undefined) return c.json(await buy());
  const key = idempotencyKeySchema.safeParse(rawKey);
  if (!key.success) throw new ApiError('API400', 'Idempotency-Key: 8 to 200 letters, digits, dots, colons, dashes or underscores.', { field: 'Idempotency-Key' });
  const scope = `${c.var.siteId}:loyalty-voucher:${consumer.id}`;
  const start = await beginIdempotent(c.var.db, scope, key.data, requestHash(`POST /consumers-v3/consumer/loyalty/vouchers ${c.var.locale}`, body)).catch((error: unknown) => {
    if (error instanceof ApiError && error.errorId === 'ORD409') throw new ApiError('ORD409', 'This voucher purchase is still running. Please wait a moment.', { field: 'Idempotency-Key' });
    if (error instanceof ApiError && error.errorId === 'ORD422') throw new ApiError('ORD422', 'This Idempotency-Key was used for another purchase.', { field: 'Idempotency-Key' });
    throw error;
  });
  if (start.kind === 'replay') {
    c.header('idempotent-replayed', 'true');
    return c.json(start.body as object, start.status as 200);
  }
  try {
    const bought = await buy();
    await finishIdempotent(c.var.db, scope, key.data, 200, bought);
    return c.json(bought);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) await finishIdempotent(c.var.db, scope, key.data, error.status, errorBody(c, error.errorId, error.message, error.status, error.field));
    else await abandonIdempotent(c.var.db, scope, key.data);
    throw error;
  }
});
