import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { ensureSeeded } from '@server/db/seed/index';
import { buildCatalogSeed } from '@server/db/seed/catalog/build-seed';
import { CATEGORY_PATH, PRODUCT_PATH } from '@shared/routing/routes';
import { SITE_IDS, SITES } from '@shared/i18n/sites';
import { queryRows } from '../../../helpers/query-rows';

async function freshSeededDatabase(): Promise<{ handle: DatabaseHandle; seedMs: number }> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle.db);
  const started = performance.now();
  await ensureSeeded(handle.db);
  return { handle, seedMs: performance.now() - started };
}

async function one<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T> {
  return (await queryRows<T>(handle.db, query))[0]!;
}

/** Ids and every price, in a fixed order: equal digests mean the same seeded world. */
async function priceDigest(handle: DatabaseHandle): Promise<string> {
  const [row] = await queryRows<{ digest: string }>(handle.db, sql`
    select string_agg(concat_ws(':', v.product_id, v.id, v.upc, p.currency, p.list_price, p.sale_price, i.quantity), ',' order by v.id, p.currency) as digest
    from catalog_variants v join catalog_variant_prices p on p.variant_id = v.id join catalog_inventory i on i.variant_id = v.id`);
  return String(row!.digest);
}

describe('catalog seed', () => {
  let first: { handle: DatabaseHandle; seedMs: number };

  beforeAll(async () => {
    first = await freshSeededDatabase();
    console.info(`[catalog seed] seeded PGlite in ${first.seedMs.toFixed(0)} ms`);
  });
  afterAll(async () => first?.handle.close());

  it('builds the same rows on every run', () => {
    expect(buildCatalogSeed()).toEqual(buildCatalogSeed());
  });

  it('has at least 100 products per brand and 300 in total', async () => {
    const rows = await queryRows<{ site_id: string; n: number }>(first.handle.db, sql`select site_id, count(*)::int as n from catalog_products group by site_id order by site_id`);
    expect(rows.map((row) => row.site_id).sort()).toEqual([...SITE_IDS].sort());
    for (const row of rows) expect(row.n).toBeGreaterThanOrEqual(100);
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(300);
  });

  it('gives every variant stock and a price in USD, CAD, GBP and EUR', async () => {
    const missing = await one<{ no_stock: number; no_price: number; no_variant: number }>(first.handle, sql`
      select
        (select count(*)::int from catalog_variants v where not exists (select 1 from catalog_inventory i where i.variant_id = v.id)) as no_stock,
        (select count(*)::int from catalog_variants v where (select count(*) from catalog_variant_prices p where p.variant_id = v.id and p.currency in ('USD','CAD','GBP','EUR')) <> 4) as no_price,
        (select count(*)::int from catalog_products p where not exists (select 1 from catalog_variants v where v.product_id = p.id)) as no_variant`);
    expect(missing).toEqual({ no_stock: 0, no_price: 0, no_variant: 0 });
  });

  it('has the variety the storefront needs: markdowns, free gift, stock states, presale, coming soon, gift card, customs', async () => {
    const facts = await one<Record<string, number>>(first.handle, sql`
      select
        (select count(distinct v.product_id)::int from catalog_variant_prices p join catalog_variants v on v.id = p.variant_id where p.sale_price < p.list_price and p.historic_best_price is not null) as marked_down,
        (select count(distinct v.product_id)::int from catalog_variant_prices p join catalog_variants v on v.id = p.variant_id where p.sale_price = 0) as free_gifts,
        (select count(*)::int from catalog_inventory where quantity = 0) as out_of_stock,
        (select count(*)::int from catalog_inventory where quantity between 1 and 3) as low_stock,
        (select count(*)::int from catalog_products where presale) as presale,
        (select count(*)::int from catalog_products where target_publish_date > now()) as coming_soon,
        (select count(*)::int from catalog_products where product_type = 'digital') as digital,
        (select count(*)::int from catalog_products where customs_external_url like '/%') as customs,
        (select count(*)::int from catalog_products where customs_external_url ~ '^[a-z]+://') as external_urls`);
    expect(facts.marked_down).toBeGreaterThan(30);
    expect(facts.free_gifts).toBe(3);
    expect(facts.out_of_stock).toBeGreaterThan(0);
    expect(facts.low_stock).toBeGreaterThan(0);
    expect(facts.presale).toBeGreaterThan(0);
    expect(facts.coming_soon).toBeGreaterThan(0);
    expect(facts.digital).toBe(3);
    expect(facts.customs).toBeGreaterThan(0);
    expect(facts.external_urls).toBe(0);
  });

  it('has a three-level category tree per site and ids that fit the url patterns', async () => {
    const levels = await queryRows<{ depth: number; top: number }>(first.handle.db, sql`select site_id, max(level)::int as depth, min(level)::int as top from catalog_categories group by site_id`);
    expect(levels).toHaveLength(3);
    for (const row of levels) expect(row).toMatchObject({ depth: 3, top: 1 });
    const categoryIds = await queryRows<{ id: string }>(first.handle.db, sql`select id from catalog_categories`);
    for (const { id } of categoryIds) expect(`c/x-${id}`).toMatch(CATEGORY_PATH);
    const products = await queryRows<{ id: string; site_id: keyof typeof SITES }>(first.handle.db, sql`select id, site_id from catalog_products`);
    for (const { id, site_id } of products) {
      expect(`p/x-${id}`).toMatch(PRODUCT_PATH);
      expect(id.startsWith(SITES[site_id].productPrefix)).toBe(true);
    }
    const upcs = (await queryRows(first.handle.db, sql`select count(*)::int as bad from catalog_variants where upc !~ '^[0-9]{12}$'`))[0];
    expect(upcs).toEqual({ bad: 0 });
  });

  it('has stores in every country with stock and two to four employees', async () => {
    const stores = await queryRows<Record<string, number | string>>(first.handle.db, sql`
      select s.country, count(distinct s.id)::int as stores,
        min((select count(*) from store_employees e where e.store_id = s.id))::int as min_staff,
        max((select count(*) from store_employees e where e.store_id = s.id))::int as max_staff,
        min((select count(*) from store_inventory si where si.store_id = s.id))::int as min_stock_rows
      from stores s group by s.country order by s.country`);
    expect(stores.map((row) => row.country)).toEqual(['CA', 'DE', 'FR', 'GB', 'IT', 'US']);
    for (const row of stores) {
      expect(row.min_staff).toBeGreaterThanOrEqual(2);
      expect(row.max_staff).toBeLessThanOrEqual(4);
      expect(row.min_stock_rows).toBeGreaterThan(0);
    }
  });

  it('does not seed twice', async () => {
    const before = await priceDigest(first.handle);
    await ensureSeeded(first.handle.db);
    expect(await priceDigest(first.handle)).toBe(before);
    const count = await one<{ n: number }>(first.handle, sql`select count(*)::int as n from catalog_products`);
    expect(count.n).toBe(buildCatalogSeed().products.length);
  });

  it('gives an install seeded before the translations its products\' French, German and Italian copy', async () => {
    const untranslated = async () => (await one<{ n: number }>(first.handle, sql`select count(*)::int as n from catalog_products where translations = '{}'::jsonb`)).n;
    expect(await untranslated()).toBe(0);
    // An install from before: its products have no translations and its seed state no copy part.
    await first.handle.db.execute(sql`update catalog_products set translations = '{}'::jsonb`);
    await first.handle.db.execute(sql`delete from seed_state where name like 'catalog-copy-%'`);
    expect(await ensureSeeded(first.handle.db)).toEqual([expect.stringMatching(/^catalog-copy-v\d+$/)]);
    expect(await untranslated()).toBe(0);
    const zephyr = await one<{ fr: string; de: string; it: string }>(first.handle, sql`
      select translations->'fr'->>'name' as fr, translations->'de'->>'name' as de, translations->'it'->>'name' as it from catalog_products where id = 'ST8PWX1242'`);
    expect(zephyr).toEqual({ fr: 'Chaussure de running Zephyr pour homme', de: 'Zephyr Laufschuh für Herren', it: 'Scarpa da running Zephyr da uomo' });
  });

  it('seeds the same ids, prices and stock into a second database', async () => {
    const second = await freshSeededDatabase();
    try {
      expect(await priceDigest(second.handle)).toBe(await priceDigest(first.handle));
    } finally {
      await second.handle.close();
    }
  });
});
