import type { Canvas } from '@schemas/content/canvas';
import { findCanvas } from '@lib/api/content';
import { definePageKind } from './page-kind';

/** A generic content page (help, loyalty, terms, privacy, ...): the page/{site}/{path} document at /{locale}/{path}; none is the 404 page. */
export const genericKind = definePageKind<{ canvas: Canvas; path: string }>({
  name: 'generic',
  async load({ api, mode, previewAccess, request, match }) {
    const path = match.rest!;
    const canvas = await findCanvas(api, { mode, path: `page/${request.siteId}/${path}`, access: previewAccess });
    return canvas ? { outcome: 'page', data: { canvas, path } } : { outcome: 'not-found' };
  },
  canvasOf: (data) => data.canvas,
  canvases: (data, ctx) => [{ canvas: data.canvas, ctx }],
  meta: (data, ctx) => ({ title: data.canvas.title ?? ctx.site.name, description: data.canvas.description }),
  view: () => import('../views/GenericView.astro'),
});
