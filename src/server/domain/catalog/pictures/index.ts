/**
 * The generated picture of a product: its family's drawing (shoe, boot, sandal, top, jacket,
 * trousers, tent, pack, sleeping bag, gift card), shaped per model by a seeded hash of the product
 * id, in the chosen colour, from one of three views. Drawn in-process, never fetched.
 */
import type { ProductKind } from '../../../db/schema/catalog';
import { apparelPicture } from './apparel';
import { shapeDraws, tones, type ProductView } from './draw';
import { footwearPicture } from './footwear';
import { gearPicture } from './gear';

export { PRODUCT_VIEWS, type ProductView } from './draw';

export function productPictureSvg(kind: ProductKind, productId: string, hex: string, view: ProductView = 'side'): string {
  // One draw stream per model: every colour and view of a product has the same shape.
  const draw = shapeDraws(`${kind}:${productId}`);
  const tone = tones(hex);
  switch (kind) {
    case 'shoe':
    case 'boot':
    case 'sandal':
      return footwearPicture(kind, draw, tone, view);
    case 'tshirt':
    case 'jacket':
    case 'trousers':
      return apparelPicture(kind, draw, tone, view);
    default:
      return gearPicture(kind, draw, tone, view);
  }
}
