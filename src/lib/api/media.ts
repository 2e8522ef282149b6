import { requestText, type ApiClient } from './client';

/** GET /media/products/{productId}/{colorValue}.svg: a product's generated picture in one colour, or undefined. */
export function getProductImageSvg(api: ApiClient, productId: string, colorValue: string): Promise<string | undefined> {
  return requestText(api, `/media/products/${encodeURIComponent(productId)}/${encodeURIComponent(colorValue)}.svg`, 'image/svg+xml');
}
