import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { productImageSvg, type ProductView } from './product-image';

/** The SVG of a product in one of its colours and views; any site (images load without a brand header). */
export async function loadProductImageSvg(db: Database, productId: string, colorValue: string, view: ProductView = 'side'): Promise<string | undefined> {
  const [product] = await db.select({ kind: products.kind, colors: products.colors }).from(products).where(eq(products.id, productId));
  const color = product?.colors.find((option) => option.value === colorValue);
  return product && color ? productImageSvg(product.kind, productId, color.hex, view) : undefined;
}
