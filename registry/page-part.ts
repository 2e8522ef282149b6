import { findCanvas } from '../src/lib/api/content';
import { previewAccess } from '../src/lib/content/preview-access';
import { resolveCanvas } from '../src/shared/content/resolve-canvas';
import type { ResolvedNode } from '../src/shared/content/resolved';

/**
 * The blocks of a content document that a page shows as one of its parts (a fragment, the site
 * footer): read like the page's own canvas (published, or the editor's draft with the page's
 * preview token) and resolved through the registry. Null when the service has no such document.
 */
export async function pagePartBlocks(locals: Partial<Pick<App.Locals, 'api' | 'request'>>, preview: boolean, path: string): Promise<readonly ResolvedNode[] | null> {
  if (!locals.api) throw new Error(`${path} needs the page's API client`);
  const access = locals.request ? previewAccess(locals.request) : undefined;
  const canvas = await findCanvas(locals.api, { mode: preview ? 'preview' : 'publish', path, access });
  return canvas ? resolveCanvas(canvas, { preview, page: path }).blocks : null;
}
