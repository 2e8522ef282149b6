/** The sharp pipeline: decode (SVG rasterised at just the density needed), resize, sharpen (bitmaps), encode. */
import sharp from 'sharp';
import { MAX_OUTPUT_HEIGHT, MAX_OUTPUT_WIDTH, sharpenSigma, type ImageFormat, type ImageParams } from './image-params';

export interface EncodedImage {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly contentType: `image/${ImageFormat}`;
  readonly width: number;
  readonly height: number;
}

/** SVGs are rasterised at 72 dpi by default; this many dpi at most (≈ 16× their intrinsic size). */
const MAX_SVG_DENSITY = 72 * 16;
/** Enough for a 2400-pixel image; stops decompression bombs among uploaded files. */
const MAX_INPUT_PIXELS = 40_000_000;

function isSvg(input: Uint8Array): boolean {
  const head = Buffer.from(input.subarray(0, 512)).toString('utf8').trimStart();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}

/** The dpi an SVG must be rasterised at so the requested size is drawn, not upscaled. */
async function svgDensity(input: Uint8Array, params: ImageParams): Promise<number> {
  const { width = 0, height = 0 } = await sharp(input).metadata();
  if (!width || !height) return 72;
  const scale = Math.max((params.width ?? 0) / width, (params.height ?? 0) / height, 1);
  return Math.min(MAX_SVG_DENSITY, Math.ceil(72 * scale));
}

export async function transformImage(input: Uint8Array, params: ImageParams, format: ImageFormat): Promise<EncodedImage> {
  const svg = isSvg(input);
  const density = svg ? await svgDensity(input, params) : undefined;
  let pipeline = sharp(input, { density, limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  if (params.width || params.height) {
    pipeline = pipeline.resize({
      width: params.width,
      height: params.height,
      fit: params.fit,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
      // Vector art can be drawn at any size; bitmaps are never blown up beyond their pixels.
      withoutEnlargement: !svg,
    });
  } else {
    pipeline = pipeline.resize({ width: MAX_OUTPUT_WIDTH, height: MAX_OUTPUT_HEIGHT, fit: 'inside', withoutEnlargement: true });
  }
  // Sharpening makes up for the softness of scaling a bitmap down. Vector art is drawn at the size
  // asked for: nothing to make up for, and sharpening it cost more than encoding it.
  const sigma = svg ? undefined : sharpenSigma();
  if (sigma !== undefined) pipeline = pipeline.sharpen({ sigma });
  pipeline =
    format === 'avif'
      ? // effort 2 of 9: encoding happens while a shopper waits; the result is cached.
        pipeline.avif({ quality: params.quality, effort: 2 })
      : pipeline.webp({ quality: params.quality });
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { body: new Uint8Array(data), contentType: `image/${format}`, width: info.width, height: info.height };
}
