import type { Canvas } from '@schemas/content/canvas';
import type { Catalog } from '@schemas/commerce/catalog';
import type { ApiClient } from '@lib/api/client';
import { findCanvas } from '@lib/api/content';
import { getCatalog } from '@lib/api/products';
import type { PreviewAccess } from '@lib/content/preview-access';

/**
 * A generic content page: the `page/{siteId}/{path}` document served at /{locale}/{path}.
 * Null when there is no such document (or its path is excluded): the page is then the 404 Error page.
 */
export async function loadGenericPage(
  api: ApiClient,
  options: { siteId: string; path: string; access: PreviewAccess | undefined },
): Promise<{ canvas: Canvas; catalog: Catalog } | null> {
  const [canvas, catalog] = await Promise.all([
    findCanvas(api, { mode: options.access ? 'preview' : 'publish', path: `page/${options.siteId}/${options.path}`, access: options.access }),
    getCatalog(api),
  ]);
  return canvas ? { canvas, catalog } : null;
}
