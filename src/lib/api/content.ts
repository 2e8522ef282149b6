import { canvasSchema, type Canvas } from '@schemas/content/canvas';
import type { CanvasMode } from '../content/canvas-addresses';
import type { ApiClient } from './client';

export { canvasPath, type CanvasMode } from '../content/canvas-addresses';

/**
 * GET /{mode}/caas/v1/canvas/{path}: one canvas document, validated against the envelope
 * contract (blocks are validated later by resolveCanvas). Throws ApiRequestError (404 CNT404)
 * when no document exists; pages usually turn that into their fallback or the error canvas.
 */
export function getCanvas(api: ApiClient, options: { mode: CanvasMode; path: string }): Promise<Canvas> {
  const path = options.path.replace(/^\/+/, '');
  return api.request(`/${options.mode}/caas/v1/canvas/${path}`, { schema: canvasSchema });
}
