import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { ensureSeeded } from '@server/db/seed/index';
import type { Database } from '@server/db/client';
import type { Shopper } from '@server/domain/cart/shopper';
import type { LocaleCode, SiteId } from '@shared/i18n/sites';
import { queryRows } from '../../../helpers/query-rows';
import { openSeededDatabase } from '../../../helpers/seeded-database';

/** A migrated, seeded database for cart tests (in-memory PGlite unless a URL is given). */
export async function seededDatabase(databaseUrl?: string): Promise<DatabaseHandle> {
  // PGlite: a copy of the run's seeded database (about 3 s) rather than seeding again (10 to 25 s).
  if (!databaseUrl) return openSeededDatabase();
  const handle = await openDatabase({ databaseUrl, dataDir: 'unused' });
  await migrate(handle.db);
  await ensureSeeded(handle.db);
  return handle;
}

export function guest(siteId: SiteId = 'stride', locale: LocaleCode = 'en-us'): Shopper {
  return { siteId, locale, owner: { kind: 'guest', id: `guest-${crypto.randomUUID()}` } };
}

export function registered(consumerId: string, siteId: SiteId = 'stride', locale: LocaleCode = 'en-us'): Shopper {
  return { siteId, locale, owner: { kind: 'consumer', id: consumerId } };
}

export interface TestVariant {
  id: string;
  productId: string;
  salePrice: number;
  quantity: number;
}

/**
 * Regular variants of a site with their USD price and stock, in a fixed order. `where` narrows it
 * (columns of catalog_products p, catalog_variants v, catalog_inventory i, catalog_variant_prices vp).
 */
export async function variants(db: Database, siteId: SiteId, where = sql`true`, currency = 'USD'): Promise<TestVariant[]> {
  return queryRows<TestVariant>(db, sql`
    select v.id, p.id as "productId", vp.sale_price as "salePrice", i.quantity
    from catalog_variants v join catalog_products p on p.id = v.product_id
      join catalog_variant_prices vp on vp.variant_id = v.id and vp.currency = ${currency}
      join catalog_inventory i on i.variant_id = v.id
    where p.site_id = ${siteId} and p.product_type = 'physical' and p.presale = false and p.target_publish_date is null
      and p.customs_external_url is null and vp.sale_price > 0 and ${where}
    order by v.id`);
}

export async function setStock(db: Database, variantId: string, quantity: number): Promise<void> {
  await db.execute(sql`update catalog_inventory set quantity = ${quantity}, reserved = 0 where variant_id = ${variantId}`);
}
