import type { Canvas } from '@schemas/content/canvas';
import type { ApiClient } from '@lib/api/client';
import { findCanvas } from '@lib/api/content';
import { getContactCategories } from '@lib/api/consumer';
import type { PreviewAccess } from '@lib/content/preview-access';
import type { LocaleCode } from '@shared/i18n/sites';

export interface ContactPageData {
  /** Topics and subjects; null when the call failed (the form then asks again in the browser). */
  readonly categories: Awaited<ReturnType<typeof getContactCategories>>['categories'] | null;
}

/**
 * /{locale}/help/contact-us: the editors' help/contact-us page (when there is one) above the
 * contact form, whose topics are read here so the form needs no call before it can be used.
 */
export async function loadContactPage(
  api: ApiClient,
  options: { siteId: string; locale: LocaleCode; access: PreviewAccess | undefined },
): Promise<{ canvas: Canvas; contact: ContactPageData }> {
  const [canvas, categories] = await Promise.all([
    findCanvas(api, { mode: options.access ? 'preview' : 'publish', path: `page/${options.siteId}/help/contact-us`, access: options.access }),
    getContactCategories(api).then((answer) => answer.categories).catch(() => null),
  ]);
  const shell: Canvas = canvas ?? { id: 'contact-us', siteId: options.siteId, locale: options.locale, docType: 'page', name: 'Contact us', blocks: [] };
  return { canvas: shell, contact: { categories } };
}
