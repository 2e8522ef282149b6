import type { Canvas } from '../../../schemas/content/canvas';
import { resolveCanvas, type ResolvedCanvas } from '../../shared/content/resolve-canvas';

const resolved = new WeakMap<Canvas, ResolvedCanvas>();

/**
 * A page canvas resolved through the block catalogue once per request: the page starts the block
 * loads of these nodes and the view renders the same nodes, so each block finds its started load.
 */
export function resolvePageCanvas(canvas: Canvas, preview: boolean): ResolvedCanvas {
  let result = resolved.get(canvas);
  if (!result) {
    result = resolveCanvas(canvas, { preview, page: `${canvas.docType}/${canvas.siteId}/${canvas.id}` });
    resolved.set(canvas, result);
  }
  return result;
}
