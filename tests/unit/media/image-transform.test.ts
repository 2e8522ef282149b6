import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { transformImage } from '../../../src/lib/media/image-transform';
import type { ImageParams } from '../../../src/lib/media/image-params';

// A hard edge between two greys: the left half dark, the right half light.
const DARK = 0x40;
const LIGHT = 0xc0;
const SVG = new TextEncoder().encode(
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="100" height="100" fill="#404040"/><rect x="100" width="100" height="100" fill="#c0c0c0"/></svg>`,
);
const PARAMS: ImageParams = { width: 120, height: 60, quality: 100, fit: 'cover', format: 'webp', version: undefined };

/** The darkest and lightest grey of the output's middle row. */
async function greyRange(body: Uint8Array): Promise<{ darkest: number; lightest: number }> {
  const { data, info } = await sharp(body).greyscale().raw().toBuffer({ resolveWithObject: true });
  const row = data.subarray(Math.floor(info.height / 2) * info.width * info.channels, (Math.floor(info.height / 2) + 1) * info.width * info.channels);
  return { darkest: Math.min(...row), lightest: Math.max(...row) };
}

describe('image transform: sharpening', () => {
  it('draws vector art at the size asked for without sharpening it: the edge gets no halo darker or lighter than its two colours', async () => {
    const { body } = await transformImage(SVG, PARAMS, 'webp');
    const { darkest, lightest } = await greyRange(body);
    // (WebP at quality 100 still moves a grey by a level or two.)
    expect(darkest).toBeGreaterThanOrEqual(DARK - 4);
    expect(lightest).toBeLessThanOrEqual(LIGHT + 4);
  });

  it('still sharpens a bitmap scaled down (§9 sharpen 60): the same edge as a PNG gets the halo of an unsharp mask', async () => {
    const png = await sharp(SVG, { density: 144 }).png().toBuffer();
    const { body } = await transformImage(new Uint8Array(png), PARAMS, 'webp');
    const { darkest, lightest } = await greyRange(body);
    expect(darkest).toBeLessThan(DARK - 10);
    expect(lightest).toBeGreaterThan(LIGHT + 10);
  });
});
