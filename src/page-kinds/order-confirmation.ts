import type { Canvas } from '@schemas/content/canvas';
import { findCanvas } from '@lib/api/content';
import { messagesFor } from '@shared/i18n/messages/language';
import { CHECKOUT_MESSAGES } from '@shared/i18n/messages/checkout';
import { definePageKind, emptyCanvas } from './page-kind';

/** The order confirmation's frame: the `order-confirmation` content section (the order itself is read by the island). */
export interface OrderConfirmationData {
  readonly canvas: Canvas;
}

/**
 * /{locale}/order-confirmation (page class Order confirmation; optional storeContext applePayPdp
 * or paypalPdp): the OrderConfirmation island shows the order just placed (handed over by checkout
 * in this tab) or, for a signed-in shopper, reads it again. Personal: private, no-store.
 */
export const orderConfirmationKind = definePageKind<OrderConfirmationData>({
  name: 'order-confirmation',
  withoutPopups: true,
  async load(page) {
    const canvas = await findCanvas(page.api, { mode: page.mode, path: `order-confirmation/${page.request.siteId}`, access: page.previewAccess });
    return { outcome: 'page', data: { canvas: canvas ?? emptyCanvas(page, 'order-confirmation', 'order confirmation') } };
  },
  canvasOf: (data) => data.canvas,
  canvases: (data, ctx) => [{ canvas: data.canvas, ctx }],
  meta: (_data, ctx) => ({
    title: messagesFor(CHECKOUT_MESSAGES, ctx.locale).confirmationTitle,
    robots: 'noindex,nofollow',
    cacheControl: 'private, no-store',
  }),
  view: () => import('../views/OrderConfirmationView.astro'),
});
