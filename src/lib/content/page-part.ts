import type { PageContext } from '../page/page-context';
import { findCanvas } from '../api/content';
import { resolveCanvas } from '../../shared/content/resolve-canvas';
import type { ResolvedNode } from '../../shared/content/resolved';

/**
 * The blocks of a content document that a page shows as one of its parts (a fragment, the site
 * footer, the pop-ups): read like the page's own canvas (published, or the editor's draft with
 * the page's preview token) and resolved through the block catalogue. Null when the service has
 * no such document; undefined when the context has no API (a block rendered on its own).
 */
export async function pagePartBlocks(ctx: Pick<PageContext, 'api' | 'preview' | 'previewAccess'>, path: string): Promise<readonly ResolvedNode[] | null | undefined> {
  if (!ctx.api) return undefined;
  const canvas = await findCanvas(ctx.api, { mode: ctx.preview ? 'preview' : 'publish', path, access: ctx.previewAccess });
  return canvas ? resolveCanvas(canvas, { preview: ctx.preview, page: path }).blocks : null;
}
