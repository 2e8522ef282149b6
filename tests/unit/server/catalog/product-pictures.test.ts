import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ProductKind } from '@server/db/schema/catalog';
import { PRODUCT_VIEWS, productImageSvg } from '@server/domain/catalog/product-image';

const FAMILIES: readonly ProductKind[] = ['shoe', 'boot', 'sandal', 'tshirt', 'jacket', 'trousers', 'tent', 'backpack', 'sleepingbag', 'giftcard'];
const MODELS = ['ST8PWX1242', 'STZA94T0E2', 'LM4K2P9QX', 'SMQ7H2D81', 'ST0MS8VN1T', 'LMX82JD0Q'];

/** Decoded pixels, small: two drawings are different pictures when these differ. */
async function pixels(svg: string): Promise<string> {
  return (await sharp(Buffer.from(svg)).resize(64, 64).raw().toBuffer()).toString('base64');
}

describe('generated product pictures', () => {
  it.each(FAMILIES)('draws %s models differently from one another, in the same colour', async (kind) => {
    const drawn = await Promise.all(MODELS.map((id) => pixels(productImageSvg(kind, id, '#1f3a5f'))));
    // Shape parameters come from each model's id: most models of a family look different.
    expect(new Set(drawn).size).toBeGreaterThanOrEqual(MODELS.length - 1);
  });

  it.each(FAMILIES)('draws three different views of a %s', async (kind) => {
    const views = await Promise.all(PRODUCT_VIEWS.map((view) => pixels(productImageSvg(kind, 'ST8PWX1242', '#c0392b', view))));
    expect(new Set(views).size).toBe(3);
  });

  it('draws the same picture for the same model every time, in the colour asked for', () => {
    expect(productImageSvg('shoe', 'ST8PWX1242', '#C0392B', 'detail')).toBe(productImageSvg('shoe', 'ST8PWX1242', '#C0392B', 'detail'));
    expect(productImageSvg('shoe', 'ST8PWX1242', '#C0392B')).toContain('#C0392B');
    expect(productImageSvg('shoe', 'ST8PWX1242', 'red"/><script>')).not.toContain('<script>');
  });

  it('tells the families apart: a shoe is not a tent', async () => {
    const drawn = await Promise.all(FAMILIES.map((kind) => pixels(productImageSvg(kind, 'ST8PWX1242', '#2e7d32'))));
    expect(new Set(drawn).size).toBe(FAMILIES.length);
  });

  it('keeps every picture small', () => {
    for (const kind of FAMILIES) for (const view of PRODUCT_VIEWS) for (const id of MODELS) {
      expect(productImageSvg(kind, id, '#1f3a5f', view).length, `${kind} ${view} ${id}`).toBeLessThan(6_000);
    }
  });
});
