/**
 * GET /img/{source path}: this site's media resized and re-encoded (src/lib/media/).
 * Product pictures come from the commerce API's media route (drawn there, never fetched from elsewhere).
 */
import type { APIRoute } from 'astro';
import { join } from 'node:path';
import { readConfig } from '../../shared/config.server';
import { getProductImageSvg } from '../../lib/api/media';
import { getUgcImage } from '../../lib/api/ugc';
import { createImageDiskCache } from '../../lib/media/disk-cache';
import { createImageHandler, type ImageSources } from '../../lib/media/image-handler';
import { createPublicFileReader } from '../../lib/media/public-files';

const config = readConfig();
const roots = import.meta.env.PROD ? ['dist/client', 'public'] : ['public'];
const publicFile = createPublicFileReader(roots.map((root) => join(process.cwd(), root)));

const images = createImageHandler({
  apiBasePath: config.apiBasePath,
  sources: { publicFile, productSvg: async () => undefined, ugcImage: async () => undefined },
  // DATA_DIR=memory:// (a database that lives with the process) keeps nothing on disk: pictures neither.
  diskCache: config.dataDir === 'memory://' ? undefined : createImageDiskCache(join(config.dataDir, 'image-cache')),
});

const handle: APIRoute = ({ request, locals }) => {
  const sources: ImageSources = {
    publicFile,
    productSvg: (productId, colorValue, view) => getProductImageSvg(locals.api, productId, colorValue, view),
    ugcImage: (mediaId, type) => getUgcImage(locals.api, mediaId, type),
  };
  return images.handle(request, sources);
};

export const GET = handle;
export const HEAD = handle;
