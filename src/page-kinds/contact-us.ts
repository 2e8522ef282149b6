import type { Canvas } from '@schemas/content/canvas';
import { findCanvas } from '@lib/api/content';
import { getContactCategories } from '@lib/api/consumer';
import { definePageKind, emptyCanvas } from './page-kind';

export interface ContactPageData {
  /** Topics and subjects; null when the call failed (the form then asks again in the browser). */
  readonly categories: Awaited<ReturnType<typeof getContactCategories>>['categories'] | null;
}

/**
 * /{locale}/help/contact-us: the editors' help/contact-us page (when there is one) above the
 * contact form, whose topics are read here so the form needs no call before it can be used.
 */
export const contactUsKind = definePageKind<{ canvas: Canvas; contact: ContactPageData }>({
  name: 'contact-us',
  async load(page) {
    const [canvas, categories] = await Promise.all([
      findCanvas(page.api, { mode: page.mode, path: `page/${page.request.siteId}/help/contact-us`, access: page.previewAccess }),
      getContactCategories(page.api).then((answer) => answer.categories).catch(() => null),
    ]);
    return { outcome: 'page', data: { canvas: canvas ?? emptyCanvas(page, 'page', 'Contact us'), contact: { categories } } };
  },
  canvasOf: (data) => data.canvas,
  canvases: (data, ctx) => [{ canvas: data.canvas, ctx }],
  meta: (data, ctx) => ({ title: data.canvas.title ?? ctx.site.name, description: data.canvas.description }),
  view: () => import('../views/ContactUsView.astro'),
});
