import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, lte } from 'drizzle-orm';
import { startTestApi, TEST_API_BASE, type TestApi } from '../../../helpers/api-app';
import { inventory, products, variants } from '@server/db/schema/catalog';
import { stockNotifications } from '@server/db/schema/notifications';
import { outbox } from '@server/db/schema/outbox';
import { processBackInStock, BACK_IN_STOCK_KIND } from '@server/domain/notifications/back-in-stock';
import { apiErrorBodySchema } from '@schemas/commerce/error';

let api: TestApi;
let soldOut: { productId: string; variantId: string; siteId: string };
let inStock: { productId: string; variantId: string; siteId: string };

async function findVariant(stocked: boolean) {
  const [row] = await api.database.db
    .select({ productId: products.id, variantId: variants.id, siteId: products.siteId })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(inventory, eq(inventory.variantId, variants.id))
    .where(and(eq(variants.notifyMe, true), stocked ? gt(inventory.quantity, 0) : lte(inventory.quantity, 0)))
    .limit(1);
  if (!row) throw new Error(`the seed has no ${stocked ? 'in-stock' : 'sold-out'} notify-me variant`);
  return row;
}

function put(body: unknown, brand: string, locale = 'en-us') {
  return api.app.request(`http://localhost${TEST_API_BASE}/products/v1/notifications?locale=${locale}`, {
    method: 'PUT',
    headers: { accept: 'application/json', 'content-type': 'application/json', 'x-brand': brand },
    body: JSON.stringify(body),
  });
}

async function errorOf(response: Response) {
  const body = apiErrorBodySchema.parse(await response.json());
  return { status: response.status, errorId: body.errorDetails[0]!.errorId, statusCode: body.statusCode };
}

beforeAll(async () => {
  api = await startTestApi();
  soldOut = await findVariant(false);
  inStock = await findVariant(true);
});
afterAll(() => api?.close());

describe('PUT /products/v1/notifications', () => {
  it('records a request for a sold-out variant, then answers a duplicate idempotently', async () => {
    const body = { email: 'Shopper@Example.com', productId: soldOut.productId, variantId: soldOut.variantId };
    const first = await put(body, soldOut.siteId);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ productId: soldOut.productId, variantId: soldOut.variantId, status: 'created' });
    const again = await put({ ...body, email: 'shopper@example.com' }, soldOut.siteId);
    expect(again.status).toBe(200);
    expect((await again.json()).status).toBe('existing');
    const rows = await api.database.db.select().from(stockNotifications).where(eq(stockNotifications.variantId, soldOut.variantId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe('shopper@example.com');
  });

  it.each([
    ['an invalid email', () => ({ email: 'nope@', productId: soldOut.productId, variantId: soldOut.variantId }), 400, 'API400'],
    ['a missing email', () => ({ productId: soldOut.productId, variantId: soldOut.variantId }), 400, 'API400'],
    ['an unknown product', () => ({ email: 'a@example.com', productId: 'ZZ00000000', variantId: soldOut.variantId }), 404, 'PRD404'],
    ['a variant of another product', () => ({ email: 'a@example.com', productId: soldOut.productId, variantId: 'nope' }), 404, 'VAR404'],
    ['a variant in stock', () => ({ email: 'a@example.com', productId: inStock.productId, variantId: inStock.variantId }), 400, 'INV400'],
  ] as const)('rejects %s in the §8 shape', async (_name, body, status, errorId) => {
    const site = errorId === 'INV400' ? inStock.siteId : soldOut.siteId;
    const error = await errorOf(await put(body(), site));
    expect(error).toEqual({ status, errorId, statusCode: status });
  });

  it("treats another brand's product as unknown", async () => {
    const other = soldOut.siteId === 'stride' ? 'loom' : 'stride';
    const error = await errorOf(await put({ email: 'a@example.com', productId: soldOut.productId, variantId: soldOut.variantId }, other));
    expect(error.errorId).toBe('PRD404');
  });
});

describe('processBackInStock', () => {
  it('does nothing while the variant is sold out, then writes one outbox message when stock returns, in each shopper’s language', async () => {
    const { db } = api.database;
    expect((await put({ email: 'client@example.fr', productId: soldOut.productId, variantId: soldOut.variantId }, soldOut.siteId, 'fr-fr')).status).toBe(201);
    expect(await processBackInStock(db)).toBe(0);
    await db.update(inventory).set({ quantity: 5 }).where(eq(inventory.variantId, soldOut.variantId));
    expect(await processBackInStock(db)).toBe(2);
    const [french] = await db.select().from(outbox).where(eq(outbox.recipient, 'client@example.fr'));
    expect(french!.subject).toMatch(/^De retour en stock\u202f: /);
    expect(french!.body).toContain('est de retour en stock');
    expect(french!.body).toContain('/fr-fr/p/');
    expect(await processBackInStock(db)).toBe(0);
    const messages = await db.select().from(outbox).where(eq(outbox.recipient, 'shopper@example.com'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ template: BACK_IN_STOCK_KIND, sentAt: null });
    expect(messages[0]!.body).toContain(`/en-us/p/`);
    const [row] = await db.select().from(stockNotifications).where(eq(stockNotifications.variantId, soldOut.variantId));
    expect(row!.notifiedAt).toBeInstanceOf(Date);
  });
});
