import { Hono } from 'hono';
import type { ApiEnv } from '../http/env';
import { canvasRoutes, namedPageRoutes } from './content/canvas-routes';
import { editorRoutes } from './content/editor-routes';
import { listRoutes } from './content/list-routes';

/**
 * The content service (spec §7 Content): canvases and lists in publish and preview mode, and
 * the editor write API. Named pages are matched last so footer, menu, popups, ... win.
 */
export const contentRoutes = new Hono<ApiEnv>();
contentRoutes.route('/', canvasRoutes);
contentRoutes.route('/', listRoutes);
contentRoutes.route('/', editorRoutes);
contentRoutes.route('/', namedPageRoutes);
