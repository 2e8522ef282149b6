import type { Canvas } from '@schemas/content/canvas';
import { findCanvas } from '@lib/api/content';
import { messagesFor } from '@shared/i18n/messages/language';
import { CART_MESSAGES } from '@shared/i18n/messages/cart';
import { definePageKind, emptyCanvas } from './page-kind';

/**
 * The cart page carries no personal data: the CartPage island reads the shopper's cart with the
 * session cookie. The page is the `cart` content section around the island, and an empty-cart
 * canvas of trending products that the island shows when there is nothing in the cart.
 */
export interface CartPageData {
  readonly canvas: Canvas;
  readonly emptyCart: Canvas;
}

/** /{locale}/cart (page class Cart). Personal: never cached by anyone (private, no-store). */
export const cartKind = definePageKind<CartPageData>({
  name: 'cart',
  async load(page) {
    const { request } = page;
    const canvas = await findCanvas(page.api, { mode: page.mode, path: `cart/${request.siteId}`, access: page.previewAccess });
    const texts = messagesFor(CART_MESSAGES, request.locale);
    const emptyCart = emptyCanvas(page, 'cart-empty', 'Empty cart', {
      blocks: [{ id: 'cart-empty-trending', type: 'recommendation-carousel', version: 1, data: { title: texts.emptyText, widgetId: 'cart-empty', source: 'trending', limit: 12 } }],
    });
    return { outcome: 'page', data: { canvas: canvas ?? emptyCanvas(page, 'cart', 'cart'), emptyCart } };
  },
  canvasOf: (data) => data.canvas,
  canvases: (data, ctx) => [{ canvas: data.canvas, ctx }, { canvas: data.emptyCart, ctx }],
  meta: (_data, ctx) => ({
    title: messagesFor(CART_MESSAGES, ctx.locale).cartTitle,
    robots: 'noindex,nofollow',
    cacheControl: 'private, no-store',
  }),
  view: () => import('../views/CartView.astro'),
});
