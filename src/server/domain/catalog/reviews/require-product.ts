import { and, eq } from 'drizzle-orm';
import type { SiteId } from '../../../../shared/i18n/sites';
import type { Database } from '../../../db/client';
import { products } from '../../../db/schema/catalog';
import { ApiError } from '../../../http/api-error';

/** The product must exist on this site, else PRD404. */
export async function requireSiteProduct(db: Database, siteId: SiteId, productId: string): Promise<void> {
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.siteId, siteId)));
  if (!row) throw new ApiError('PRD404');
}
