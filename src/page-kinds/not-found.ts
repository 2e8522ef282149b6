import { getCanvas } from '@lib/api/content';
import type { Canvas } from '@schemas/content/canvas';
import { definePageKind } from './page-kind';

/** The 404 page: the site's error-4xx canvas (its description says 'Page is not available', so the page is classified Error). */
export const notFoundKind = definePageKind<{ canvas: Canvas }>({
  name: 'not-found',
  async load({ api, mode, previewAccess, request }) {
    const canvas = await getCanvas(api, { mode, path: `error-4xx/${request.siteId}`, access: previewAccess });
    return { outcome: 'page', data: { canvas } };
  },
  canvasOf: (data) => data.canvas,
  canvases: (data, ctx) => [{ canvas: data.canvas, ctx }],
  meta: (data, ctx) => ({ title: data.canvas.title ?? ctx.site.name, description: data.canvas.description }),
  view: () => import('../views/ErrorView.astro'),
});
