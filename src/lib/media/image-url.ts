/**
 * URLs of the image endpoint (src/lib/media/image-handler.ts) for templates.
 *
 * The endpoint takes CSS sizes and renders twice as many device pixels (spec §9), so a srcset
 * candidate for CSS width w is described as `${2w}w`: the descriptor is the width of the file
 * the browser will receive, which is what it compares with `sizes` × device pixel ratio.
 */
import { IMAGE_TRANSFORM_SIZE_MULTIPLIER } from '../../../schemas/constants';
import { SOURCE_EXTENSIONS, snapWidth, type ImageFit } from './image-params';

export const IMAGE_ENDPOINT = '/img';

export interface ImageUrlOptions {
  /** CSS width the image is shown at (rounded up to an allowed width). */
  readonly width: number;
  /** CSS height; scaled with the width so the aspect ratio is kept. */
  readonly height?: number;
  readonly quality?: number;
  readonly fit?: ImageFit;
  /** Content hash or version of the source: lets the response be cached as immutable. */
  readonly version?: string;
}

const EXTENSION = new RegExp(`\\.(${SOURCE_EXTENSIONS.join('|')})$`, 'i');

/** Only this site's own files go through the endpoint (never absolute or protocol-relative URLs). */
export function isTransformable(src: string): boolean {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && EXTENSION.test(path);
}

/** The endpoint URL of `src` shown at `width` × `height` CSS pixels; other URLs unchanged. */
export function imageUrl(src: string, options: ImageUrlOptions): string {
  if (!isTransformable(src)) return src;
  const width = snapWidth(Math.max(1, Math.round(options.width)));
  const query = new URLSearchParams({ w: String(width) });
  if (options.height !== undefined) query.set('h', String(Math.max(1, Math.round((options.height * width) / options.width))));
  if (options.quality !== undefined) query.set('q', String(options.quality));
  if (options.fit !== undefined) query.set('fit', options.fit);
  if (options.version !== undefined) query.set('v', options.version);
  return `${IMAGE_ENDPOINT}${src.split(/[?#]/, 1)[0]}?${query}`;
}

export interface SrcsetOptions {
  /** Height ÷ width to request; without it the source's own aspect ratio is kept. */
  readonly aspectRatio?: number;
  readonly quality?: number;
  readonly fit?: ImageFit;
  readonly version?: string;
}

/** `url 640w, url 960w, …` for the given CSS widths (deduplicated after rounding); undefined for other URLs. */
export function srcset(src: string, widths: readonly number[], options: SrcsetOptions = {}): string | undefined {
  if (!isTransformable(src) || widths.length === 0) return undefined;
  const snapped = [...new Set(widths.map((width) => snapWidth(Math.max(1, Math.round(width)))))].sort((a, b) => a - b);
  return snapped
    .map((width) => {
      const height = options.aspectRatio === undefined ? undefined : Math.max(1, Math.round(width * options.aspectRatio));
      const url = imageUrl(src, { width, height, quality: options.quality, fit: options.fit, version: options.version });
      return `${url} ${width * IMAGE_TRANSFORM_SIZE_MULTIPLIER}w`;
    })
    .join(', ');
}

export interface ResponsiveImage {
  readonly src: string;
  readonly srcset: string | undefined;
  readonly sizes: string | undefined;
}

/**
 * src (the largest candidate, for browsers without srcset), srcset and sizes for an <img> or
 * <source> laid out per `sizes`, with candidates at the given CSS widths.
 */
export function responsiveImage(src: string, options: { readonly widths: readonly number[]; readonly sizes: string } & SrcsetOptions): ResponsiveImage {
  const set = srcset(src, options.widths, options);
  if (!set) return { src, srcset: undefined, sizes: undefined };
  const largest = Math.max(...options.widths);
  const height = options.aspectRatio === undefined ? undefined : largest * options.aspectRatio;
  return { src: imageUrl(src, { width: largest, height, quality: options.quality, fit: options.fit, version: options.version }), srcset: set, sizes: options.sizes };
}
