import { getCanvas } from '@lib/api/content';
import type { Canvas } from '@schemas/content/canvas';
import { definePageKind } from './page-kind';

/** Home: the augmentedpage/{site}/home canvas. */
export const homeKind = definePageKind<{ canvas: Canvas }>({
  name: 'home',
  async load({ api, mode, previewAccess, request }) {
    const canvas = await getCanvas(api, { mode, path: `augmentedpage/${request.siteId}/home`, access: previewAccess });
    return { outcome: 'page', data: { canvas } };
  },
  canvasOf: (data) => data.canvas,
  canvases: (data, ctx) => [{ canvas: data.canvas, ctx }],
  meta: (data, ctx, { url }) => ({ title: data.canvas.title ?? ctx.site.name, description: data.canvas.description, canonicalPath: url.pathname }),
  view: () => import('../views/HomeView.astro'),
});
