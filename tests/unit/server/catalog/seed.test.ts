import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { ensureSeeded } from '@server/db/seed/index';
import { buildCatalogSeed } from '@server/db/seed/catalog/build-seed';
import { CATEGORY_PATH, PRODUCT_PATH } from '@shared/routing/routes';
import { SITE_IDS, SITES } from '@shared/i18n/sites';
import { queryRows } from '../../../helpers/query-rows';
import { openSeededDatabase } from '../../../helpers/seeded-database';

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

/** Products whose English name says Men's, Women's or Kids' but that are listed under another root category. */
async function misnamed(handle: DatabaseHandle): Promise<Array<{ name: string; root: string }>> {
  return queryRows(handle.db, sql`
    select p.name, r.names->>'en' as root
    from catalog_products p
      join catalog_product_categories pc on pc.product_id = p.id
      join catalog_categories c on c.id = pc.category_id
      join catalog_categories r on r.site_id = c.site_id and r.level = 1 and r.id = (
        with recursive up(id, parent_id) as (select c.id, c.parent_id union all select k.id, k.parent_id from catalog_categories k join up on k.id = up.parent_id)
        select id from up where parent_id is null)
    where substring(p.name from '^(Men|Women|Kids)''s? ') is not null
      and substring(p.name from '^(Men|Women|Kids)''s? ') <> r.names->>'en'
    order by p.name`);
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

  it("lists a product named Men's, Women's or Kids' only under that gender's categories", async () => {
    const seed = buildCatalogSeed();
    const byId = new Map(seed.categories.map((category) => [category.id, category]));
    const root = (id: string): string => {
      const category = byId.get(id)!;
      return category.parentId ? root(category.parentId) : category.names.en;
    };
    const wrong = seed.productCategories.flatMap(({ productId, categoryId }) => {
      const name = seed.products.find((product) => product.id === productId)!.name;
      const gender = /^(Men|Women|Kids)'s? /.exec(name)?.[1];
      return gender && gender !== root(categoryId) ? [`${name} under ${root(categoryId)}`] : [];
    });
    expect(wrong).toEqual([]);
    // Products listed under both Men and Women exist, and are named for neither.
    const both = seed.products.filter((product) => seed.productCategories.filter((link) => link.productId === product.id).map((link) => root(link.categoryId)).sort().join() === 'Men,Women');
    expect(both.length).toBeGreaterThan(0);
    for (const product of both) expect(product.name).not.toMatch(/^(Men|Women)'s /);
    expect(await misnamed(first.handle)).toEqual([]);
  });

  it("renames an older install's unisex products, so none named Women's is listed under Men", async () => {
    // An install seeded before the rule: its products listed under Men and Women were named "Women's …" or "Men's …".
    await first.handle.db.execute(sql`
      update catalog_products p set name = 'Women''s ' || p.name
      where (select count(*) from catalog_product_categories pc where pc.product_id = p.id) > 1 and p.name !~ '^(Men|Women|Kids)'`);
    expect((await misnamed(first.handle)).length).toBeGreaterThan(0);
    await first.handle.db.execute(sql`delete from seed_state where name like 'catalog-copy-%'`);
    expect(await ensureSeeded(first.handle.db)).toEqual([expect.stringMatching(/^catalog-copy-v\d+$/)]);
    expect(await misnamed(first.handle)).toEqual([]);
    const stratus = await queryRows<{ name: string }>(first.handle.db, sql`select name from catalog_products where id = 'ST0MS8VN1T'`);
    expect(stratus).toEqual([{ name: 'Stratus Court Sneaker' }]);
  });

  it('seeds the same ids, prices and stock into a second database', async () => {
    // The second is the run's seeded copy: seeded by the same code in another process, before this file ran.
    const second = await openSeededDatabase();
    try {
      expect(await priceDigest(second)).toBe(await priceDigest(first.handle));
    } finally {
      await second.close();
    }
  });
});
