import { requestText, type ApiClient } from './client';

/** GET /media/products/{productId}/{colorValue}[-top|-detail].svg: a product's generated picture in one colour and view, or undefined. */
export function getProductImageSvg(api: ApiClient, productId: string, colorValue: string, view: 'side' | 'top' | 'detail' = 'side'): Promise<string | undefined> {
  const file = `${encodeURIComponent(colorValue)}${view === 'side' ? '' : `-${view}`}.svg`;
  return requestText(api, `/media/products/${encodeURIComponent(productId)}/${file}`, 'image/svg+xml');
}
