/**
 * GET /images/{source path}: this site's media resized and re-encoded (src/lib/media/).
 * Product pictures are drawn in-process by the catalog's SVG renderer, never fetched.
 */
import type { APIRoute } from 'astro';
import { join } from 'node:path';
import { readConfig } from '../../lib/config';
import { createImageHandler } from '../../lib/media/image-handler';
import { createPublicFileReader } from '../../lib/media/public-files';
import { loadProductImageSvg } from '../../server/domain/catalog/product-media';
import { startApiRuntime } from '../../server/runtime';

const config = readConfig();
const roots = import.meta.env.PROD ? ['dist/client', 'public'] : ['public'];

const images = createImageHandler({
  apiBasePath: config.apiBasePath,
  sources: {
    publicFile: createPublicFileReader(roots.map((root) => join(process.cwd(), root))),
    async productSvg(productId, colorValue) {
      // With a remote API (API_URL) there is no catalog in this process to draw from.
      if (config.apiUrl) return undefined;
      const { database } = await startApiRuntime(config);
      return loadProductImageSvg(database.db, productId, colorValue);
    },
  },
});

export const GET: APIRoute = ({ request }) => images.handle(request);
export const HEAD: APIRoute = ({ request }) => images.handle(request);
