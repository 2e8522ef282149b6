/**
 * What an image URL asks for, parsed and normalised without touching any file.
 *
 * Spec §9 "double width and height, quality 50, default sharpen 60" is read as:
 * - `w` and `h` are CSS pixels (the size the image is laid out at); the image is rendered at
 *   IMAGE_TRANSFORM_SIZE_MULTIPLIER (2) times that many device pixels, for high-density screens.
 * - `q` defaults to IMAGE_TRANSFORM_QUALITY (50) for both webp and avif.
 * - "sharpen 60" is a strength on a 0..100 scale, mapped to sharp's Gaussian sigma as
 *   strength / 60, so the default is sigma 1.0 (a moderate unsharp mask); 0 turns it off.
 * To keep the number of variants (and so the caches) bounded, `w` is rounded up to one of
 * ALLOWED_WIDTHS (the largest gives MAX_OUTPUT_WIDTH = 2400 device pixels) and `h` follows it.
 */
import { IMAGE_TRANSFORM_QUALITY, IMAGE_TRANSFORM_SHARPEN, IMAGE_TRANSFORM_SIZE_MULTIPLIER } from '../../../schemas/constants';

/** CSS widths an image may be requested at; anything else is rounded up to the next one. */
export const MAX_CSS_WIDTH = 1200;
export const ALLOWED_WIDTHS: readonly number[] = [64, 128, 160, 192, 256, 320, 384, 480, 640, 768, 960, MAX_CSS_WIDTH];
export const MAX_OUTPUT_WIDTH = MAX_CSS_WIDTH * IMAGE_TRANSFORM_SIZE_MULTIPLIER;
/** Heights are not snapped (they follow the width), only bounded. */
export const MAX_OUTPUT_HEIGHT = MAX_OUTPUT_WIDTH;

export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_FITS = ['cover', 'contain', 'inside', 'outside', 'fill'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];
/** Source files the endpoint reads (from public/); product pictures are SVG too. */
export const SOURCE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif', 'gif'] as const;

/** sharp's sigma for a §9 sharpen strength (0..100); undefined means no sharpening. */
export function sharpenSigma(strength: number = IMAGE_TRANSFORM_SHARPEN): number | undefined {
  if (strength <= 0) return undefined;
  return Math.min(10, Math.max(0.01, strength / 60));
}

/** The allowed CSS width a requested width is served at. */
export function snapWidth(width: number): number {
  return ALLOWED_WIDTHS.find((allowed) => allowed >= width) ?? MAX_CSS_WIDTH;
}

export interface ImageParams {
  /** Device pixels of the output; undefined = follow the source's aspect ratio. */
  readonly width: number | undefined;
  readonly height: number | undefined;
  readonly quality: number;
  readonly fit: ImageFit;
  /** undefined = chosen from the Accept header. */
  readonly format: ImageFormat | undefined;
  /** A content hash or version token: the response may be cached as immutable. */
  readonly version: string | undefined;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; status: 400 | 404; message: string };

const KNOWN_PARAMS = new Set(['w', 'h', 'q', 'fit', 'fmt', 'v']);
const REMOTE = /^([a-z][a-z0-9+.-]*:|[/\\]{2})/i;

function positiveInt(name: string, value: string | null, max: number): Parsed<number | undefined> {
  if (value === null) return { ok: true, value: undefined };
  if (!/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    return { ok: false, status: 400, message: `Parameter ${name} must be a whole number from 1 to ${max}.` };
  }
  return { ok: true, value: Number(value) };
}

/** w, h, q, fit, fmt, v from a query string; anything else is refused. */
export function parseImageParams(query: URLSearchParams): Parsed<ImageParams> {
  for (const [name, value] of query) {
    if (KNOWN_PARAMS.has(name)) continue;
    const remote = REMOTE.test(value.trim()) ? ' Remote URLs are never fetched.' : '';
    return { ok: false, status: 400, message: `Unknown parameter "${name}".${remote}` };
  }
  const w = positiveInt('w', query.get('w'), 10_000);
  const h = positiveInt('h', query.get('h'), 10_000);
  const q = positiveInt('q', query.get('q'), 100);
  if (!w.ok) return w;
  if (!h.ok) return h;
  if (!q.ok) return q;
  const fit = query.get('fit') ?? (w.value && h.value ? 'cover' : 'inside');
  if (!(IMAGE_FITS as readonly string[]).includes(fit)) {
    return { ok: false, status: 400, message: `Parameter fit must be one of ${IMAGE_FITS.join(', ')}.` };
  }
  const fmt = query.get('fmt');
  if (fmt !== null && !(IMAGE_FORMATS as readonly string[]).includes(fmt)) {
    return { ok: false, status: 400, message: `Parameter fmt must be one of ${IMAGE_FORMATS.join(', ')}.` };
  }
  const v = query.get('v');
  if (v !== null && !/^[A-Za-z0-9._-]{1,64}$/.test(v)) {
    return { ok: false, status: 400, message: 'Parameter v must be 1 to 64 letters, digits, dots, dashes or underscores.' };
  }
  const size = outputSize(w.value, h.value);
  return {
    ok: true,
    value: { ...size, quality: q.value ?? IMAGE_TRANSFORM_QUALITY, fit: fit as ImageFit, format: (fmt ?? undefined) as ImageFormat | undefined, version: v ?? undefined },
  };
}

/** CSS size requested → device pixels rendered: width snapped, height scaled with it, both doubled. */
export function outputSize(cssWidth: number | undefined, cssHeight: number | undefined): { width: number | undefined; height: number | undefined } {
  const k = IMAGE_TRANSFORM_SIZE_MULTIPLIER;
  if (cssWidth === undefined) {
    return { width: undefined, height: cssHeight === undefined ? undefined : Math.min(snapWidth(cssHeight) * k, MAX_OUTPUT_HEIGHT) };
  }
  const snapped = snapWidth(cssWidth);
  const height = cssHeight === undefined ? undefined : Math.min(Math.max(1, Math.round((cssHeight * snapped) / cssWidth)) * k, MAX_OUTPUT_HEIGHT);
  return { width: snapped * k, height };
}

export type ImageSource =
  | { kind: 'public'; path: string }
  | { kind: 'product'; productId: string; colorValue: string; view: ProductImageView }
  /** An approved shopper photo of the user-photo service: drawn (svg) or uploaded (webp). */
  | { kind: 'ugc'; mediaId: string; type: 'svg' | 'webp' };

/** The views of a generated product picture: `{color}.svg` (side), `{color}-top.svg`, `{color}-detail.svg`. */
export type ProductImageView = 'side' | 'top' | 'detail';

/**
 * The source named by the path after the endpoint prefix (still percent-encoded).
 * Remote URLs (with a scheme, or protocol-relative) and '..' segments are refused with 400:
 * the endpoint only ever reads this site's own media.
 */
export function parseSourcePath(encoded: string, apiBasePath: string): Parsed<ImageSource> {
  let path: string;
  try {
    path = decodeURIComponent(encoded);
  } catch {
    return { ok: false, status: 400, message: 'The image path is not correctly encoded.' };
  }
  if (path === '') return { ok: false, status: 400, message: 'An image path is required, e.g. /img/images/content/hero.svg.' };
  if (REMOTE.test(path) || path.startsWith('/') || path.startsWith('\\')) {
    return { ok: false, status: 400, message: 'Remote URLs are never fetched: give the path of an image of this site.' };
  }
  const segments = path.split('/');
  if (path.includes('\\') || path.includes('\0') || segments.some((segment) => segment === '..' || segment === '.' || segment === '')) {
    return { ok: false, status: 400, message: 'Path traversal ("..", ".", empty or backslash segments) is not allowed.' };
  }
  const apiPrefix = `${apiBasePath.replace(/^\/+/, '')}/media/products/`;
  if (path.startsWith(apiPrefix)) {
    const match = /^([A-Z0-9]{8,11})\/([0-9A-Za-z]{1,10})(?:-(top|detail))?\.svg$/.exec(path.slice(apiPrefix.length));
    if (!match) return { ok: false, status: 404, message: 'No such product image.' };
    return { ok: true, value: { kind: 'product', productId: match[1]!, colorValue: match[2]!, view: (match[3] as ProductImageView | undefined) ?? 'side' } };
  }
  const ugcPrefix = `${apiBasePath.replace(/^\/+/, '')}/ugc/v1/media/`;
  if (path.startsWith(ugcPrefix)) {
    const match = /^([A-Za-z0-9_-]{1,80})\/image\.(svg|webp)$/.exec(path.slice(ugcPrefix.length));
    if (!match) return { ok: false, status: 404, message: 'No such photo.' };
    return { ok: true, value: { kind: 'ugc', mediaId: match[1]!, type: match[2] as 'svg' | 'webp' } };
  }
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  if (segments.some((segment) => segment.startsWith('.')) || !extension || !(SOURCE_EXTENSIONS as readonly string[]).includes(extension)) {
    return { ok: false, status: 404, message: 'No such image.' };
  }
  return { ok: true, value: { kind: 'public', path } };
}

/** avif when the client accepts it, else webp (every current browser decodes webp). */
export function negotiateFormat(accept: string | null): ImageFormat {
  const accepted = (accept ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase().split(';'))
    .filter(([, ...rest]) => !rest.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
    .map(([type]) => type);
  return accepted.includes('image/avif') ? 'avif' : 'webp';
}

/** A file name carrying a content hash (name.3f9a1c2b.svg, name-3f9a1c2b.png). */
export function hasContentHash(path: string): boolean {
  return /[.-](?=[0-9a-f]*\d)[0-9a-f]{8,}\.[a-z0-9]+$/i.test(path);
}
