import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { categories, inventory, productCategories, products, storeEmployees, storeInventory, stores, variantPrices, variants } from '../schema/catalog';
import { buildCatalogSeed } from './catalog/build-seed';

/** Bump when the seed data changes shape or content. */
export const CATALOG_SEED_VERSION = '2';

/**
 * Version of the products' copy (names, descriptions, details in every language). The copy part's
 * name carries it, so a new version rewrites the copy of an existing install's products (same ids:
 * the seed is deterministic) without re-seeding the catalog its carts, orders and favorites point to.
 * 2: unisex products (listed under Men and Women) lose "Men's"/"Women's" in installs seeded before.
 */
export const CATALOG_COPY_SEED_VERSION = '2';

const BATCH_ROWS = 5_000;

/**
 * Inserts rows as one JSON parameter per batch, expanded by jsonb_populate_recordset: several
 * times faster than bind parameters per value on PGlite. Every column must be given (no defaults).
 */
async function insertInBatches<T extends object>(db: Database, table: PgTable, rows: readonly T[]): Promise<void> {
  const columnName = Object.fromEntries(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS).map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [columnName[key] ?? key, value])),
    );
    await db.execute(sql`insert into ${table} select * from jsonb_populate_recordset(null::${table}, ${JSON.stringify(batch)}::jsonb)`);
  }
}

/** Loads the deterministic catalog world (runs inside ensureSeeded's transaction). */
export async function seedCatalog(db: Database): Promise<void> {
  const seed = buildCatalogSeed();
  await insertInBatches(db, categories, seed.categories);
  await insertInBatches(db, products, seed.products);
  await insertInBatches(db, productCategories, seed.productCategories);
  await insertInBatches(db, variants, seed.variants);
  await insertInBatches(db, variantPrices, seed.prices);
  await insertInBatches(db, inventory, seed.inventory);
  await insertInBatches(db, stores, seed.stores);
  await insertInBatches(db, storeEmployees, seed.storeEmployees);
  await insertInBatches(db, storeInventory, seed.storeInventory);
}

/** Writes every seeded product's copy onto its row: the English columns and the translations (French, German, Italian). */
export async function seedCatalogCopy(db: Database): Promise<void> {
  const rows = buildCatalogSeed().products.map((product) => ({
    id: product.id,
    name: product.name,
    description: product.description,
    details: product.details,
    model_measurements: product.modelMeasurements ?? null,
    translations: product.translations ?? {},
  }));
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH_ROWS));
    await db.execute(sql`update ${products} set name = r.name, description = r.description, details = r.details,
        model_measurements = r.model_measurements, translations = r.translations
      from jsonb_to_recordset(${batch}::jsonb) as r(id text, name text, description text, details jsonb, model_measurements text, translations jsonb)
      where ${products.id} = r.id`);
  }
}
