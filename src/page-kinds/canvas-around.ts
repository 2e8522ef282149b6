import type { Canvas } from '@schemas/content/canvas';
import { findCanvas } from '@lib/api/content';
import type { PageRequest } from './page-kind';
import { emptyCanvas } from './page-kind';

/**
 * The editorial canvas around catalog data (category and product pages). The products are the
 * page: when the content service has no canvas for it (none at all, or one whose fragment is
 * missing: the service fails it with the fragment's 404), the page shows without editorial blocks.
 */
export async function canvasAround(page: PageRequest, docType: 'category' | 'product', key: string): Promise<Canvas> {
  const path = `${docType}/${page.request.siteId}/${key}`;
  const canvas = await findCanvas(page.api, { mode: page.mode, path, access: page.previewAccess });
  if (canvas) return canvas;
  console.warn(`[content] no canvas for ${path}: the page shows without editorial blocks`);
  return emptyCanvas(page, docType, 'No canvas');
}
