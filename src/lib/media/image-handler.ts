/**
 * GET /images/{source path}?w=&h=&q=&fit=&fmt=&v= — this site's media, resized and re-encoded.
 * Framework-free (a Request in, a Response out) so it is tested without Astro; the route file
 * src/pages/images/[...path].ts only wires the sources.
 */
import { createHash } from 'node:crypto';
import { ByteLru } from './lru';
import { hasContentHash, negotiateFormat, parseImageParams, parseSourcePath, type ImageFormat, type ImageParams, type ImageSource, type ProductImageView } from './image-params';
import type { ImageDiskCache } from './disk-cache';
import { transformImage, type EncodedImage } from './image-transform';

export const IMAGE_ROUTE_PREFIX = '/img/';

export interface ImageSources {
  /** A file below public/ (path relative to it, already validated), or undefined. */
  publicFile(path: string): Promise<Uint8Array | undefined>;
  /** The generated SVG of a product in one colour and view, or undefined. */
  productSvg(productId: string, colorValue: string, view: ProductImageView): Promise<string | undefined>;
  /** An approved shopper photo's bytes (the user-photo service), or undefined. */
  ugcImage(mediaId: string, type: 'svg' | 'webp'): Promise<Uint8Array | undefined>;
}

export interface ImageHandlerOptions {
  readonly sources: ImageSources;
  readonly apiBasePath: string;
  /** Encoded results kept in memory (defaults: 500 images, 64 MB). */
  readonly cacheEntries?: number;
  readonly cacheBytes?: number;
  /** Where encoded images outlive the process (src/lib/media/disk-cache.ts); none: memory only. */
  readonly diskCache?: ImageDiskCache;
}

export interface ImageHandlerStats {
  /** Images decoded and encoded with sharp. */
  transforms: number;
  /** Encoded images read back from the disk cache. */
  diskHits: number;
  /** Responses served from the in-process cache. */
  cacheHits: number;
}

interface CachedImage extends Pick<EncodedImage, 'body' | 'contentType'> {
  readonly size: number;
  readonly etag: string;
}

const DAY_SECONDS = 86_400;
const YEAR_SECONDS = 31_536_000;

function textResponse(status: number, message: string, cacheControl = 'no-store'): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheControl, 'x-content-type-options': 'nosniff' },
  });
}

function sourceKey(source: ImageSource): string {
  if (source.kind === 'ugc') return `ugc:${source.mediaId}.${source.type}`;
  return source.kind === 'public' ? `public:${source.path}` : `product:${source.productId}/${source.colorValue}/${source.view}`;
}

function cacheKey(source: ImageSource, params: ImageParams, format: ImageFormat): string {
  return [sourceKey(source), params.width ?? '', params.height ?? '', params.quality, params.fit, format].join('|');
}

export function createImageHandler(options: ImageHandlerOptions) {
  const cache = new ByteLru<CachedImage>(options.cacheEntries ?? 500, options.cacheBytes ?? 64 * 1024 * 1024);
  const pending = new Map<string, Promise<CachedImage | undefined>>();
  const stats: ImageHandlerStats = { transforms: 0, diskHits: 0, cacheHits: 0 };

  async function load(source: ImageSource, sources: ImageSources): Promise<Uint8Array | undefined> {
    if (source.kind === 'public') return sources.publicFile(source.path);
    if (source.kind === 'ugc') return sources.ugcImage(source.mediaId, source.type);
    const svg = await sources.productSvg(source.productId, source.colorValue, source.view);
    return svg === undefined ? undefined : new TextEncoder().encode(svg);
  }

  function cached(body: Uint8Array<ArrayBuffer>, format: ImageFormat): CachedImage {
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { body, contentType: `image/${format}`, size: body.byteLength, etag };
  }

  async function render(key: string, source: ImageSource, params: ImageParams, format: ImageFormat, sources: ImageSources): Promise<CachedImage | undefined> {
    const input = await load(source, sources);
    if (!input) return undefined;
    const disk = options.diskCache;
    const name = disk?.nameOf(key, input, format);
    const kept = disk && name ? await disk.read(name) : undefined;
    if (kept) {
      stats.diskHits += 1;
      return cached(kept, format);
    }
    stats.transforms += 1;
    const encoded = await transformImage(input, params, format);
    if (disk && name) disk.write(name, encoded.body);
    return cached(encoded.body, format);
  }

  /** From the cache, or rendered once however many requests ask for it at the same time. */
  async function encoded(source: ImageSource, params: ImageParams, format: ImageFormat, sources: ImageSources): Promise<CachedImage | undefined> {
    const key = cacheKey(source, params, format);
    const cached = cache.get(key);
    if (cached) {
      stats.cacheHits += 1;
      return cached;
    }
    let job = pending.get(key);
    if (!job) {
      job = render(key, source, params, format, sources).finally(() => pending.delete(key));
      pending.set(key, job);
      const image = await job;
      if (image) cache.set(key, image);
      return image;
    }
    stats.cacheHits += 1;
    return job;
  }

  /** `sources` replaces the handler's own for this request (the page's API client, say); results are cached by source path either way. */
  async function handle(request: Request, sources: ImageSources = options.sources): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Only GET and HEAD are allowed.\n', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' } });
    }
    // The raw path, not a decoded route parameter: encoded slashes and dots are judged here.
    const url = new URL(request.url);
    if (!url.pathname.startsWith(IMAGE_ROUTE_PREFIX)) return textResponse(404, 'No such image.');
    const source = parseSourcePath(url.pathname.slice(IMAGE_ROUTE_PREFIX.length), options.apiBasePath);
    if (!source.ok) return textResponse(source.status, source.message, source.status === 404 ? 'public, max-age=60' : 'no-store');
    const params = parseImageParams(url.searchParams);
    if (!params.ok) return textResponse(params.status, params.message);
    const format = params.value.format ?? negotiateFormat(request.headers.get('accept'));

    let image: CachedImage | undefined;
    try {
      image = await encoded(source.value, params.value, format, sources);
    } catch (error) {
      console.error(`[images] could not transform ${url.pathname}:`, error);
      return textResponse(422, 'The source image could not be decoded.');
    }
    if (!image) return textResponse(404, 'No such image.', 'public, max-age=60');

    const versioned = params.value.version !== undefined || (source.value.kind === 'public' && hasContentHash(source.value.path));
    const headers = new Headers({
      'content-type': image.contentType,
      'cache-control': versioned ? `public, max-age=${YEAR_SECONDS}, immutable` : `public, max-age=${DAY_SECONDS}`,
      etag: image.etag,
      'x-content-type-options': 'nosniff',
    });
    // The format follows the Accept header unless the URL fixes it.
    if (!params.value.format) headers.set('vary', 'Accept');
    if (request.headers.get('if-none-match') === image.etag) return new Response(null, { status: 304, headers });
    headers.set('content-length', String(image.size));
    return new Response(request.method === 'HEAD' ? null : image.body, { status: 200, headers });
  }

  return { handle, stats, clearCache: () => cache.clear() };
}

export type ImageHandler = ReturnType<typeof createImageHandler>;
