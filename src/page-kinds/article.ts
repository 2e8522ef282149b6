import type { Canvas } from '@schemas/content/canvas';
import { findCanvas } from '@lib/api/content';
import { ARTICLE_PATH_PREFIX } from '@shared/routing/routes';
import { definePageKind } from './page-kind';

/** An article: the article/{site}/{key} document at /{locale}/stories/{key}; an unknown key is the 404 page. */
export const articleKind = definePageKind<{ canvas: Canvas; key: string }>({
  name: 'article',
  async load({ api, mode, previewAccess, request, match }) {
    const key = match.rest!.slice(ARTICLE_PATH_PREFIX.length + 1);
    const canvas = await findCanvas(api, { mode, path: `article/${request.siteId}/${key}`, access: previewAccess });
    return canvas ? { outcome: 'page', data: { canvas, key } } : { outcome: 'not-found' };
  },
  canvasOf: (data) => data.canvas,
  canvases: (data, ctx) => [{ canvas: data.canvas, ctx }],
  meta: (data, ctx, { url }) => ({ title: data.canvas.title ?? ctx.site.name, description: data.canvas.description, canonicalPath: url.pathname }),
  view: () => import('../views/ArticleView.astro'),
});
