import type { ProductKind } from '../../db/schema/catalog';
import { CANVAS } from './pictures/draw';
import { productPictureSvg, type ProductView } from './pictures/index';

export { PRODUCT_VIEWS, type ProductView } from './pictures/index';

/** Every product image is a square SVG of this intrinsic size. */
export const PRODUCT_IMAGE_SIZE = { width: CANVAS, height: CANVAS } as const;

/** A product's picture in one colour and view (its family's shape, varied per model); never loaded from outside. */
export function productImageSvg(kind: ProductKind, productId: string, hex: string, view: ProductView = 'side'): string {
  return productPictureSvg(kind, productId, hex, view);
}

/** Path of a product image below the API's base path: `{color}.svg` is the side view, `{color}-top.svg` and `{color}-detail.svg` the others. */
export function productImageUrl(apiBase: string, productId: string, colorValue: string, view: ProductView = 'side'): string {
  return `${apiBase}/media/products/${productId}/${colorValue}${view === 'side' ? '' : `-${view}`}.svg`;
}
