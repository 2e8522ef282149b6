import type { Canvas } from '@schemas/content/canvas';
import { resolveCanvas, type ResolvedCanvas } from '../../shared/content/resolve-canvas';
import { getCanvas } from '../api/content';
import { isNotFound, type ApiClient } from '../api/client';
import type { PreviewAccess } from './preview-access';

export interface LoadedCanvas {
  readonly canvas: Canvas;
  readonly resolved: ResolvedCanvas;
}

/**
 * Fetches a canvas (published, or the draft in preview) and resolves its blocks.
 * Undefined when the content service has no such document (404): the page decides the fallback.
 */
export async function loadCanvas(api: ApiClient, options: { path: string; preview: boolean; access?: PreviewAccess | undefined }): Promise<LoadedCanvas | undefined> {
  try {
    const canvas = await getCanvas(api, { mode: options.preview ? 'preview' : 'publish', path: options.path, access: options.access });
    return { canvas, resolved: resolveCanvas(canvas, { preview: options.preview, page: options.path }) };
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}
