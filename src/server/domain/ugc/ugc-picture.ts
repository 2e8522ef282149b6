import type { ProductKind } from '../../db/schema/catalog';
import { productImageSvg } from '../catalog/product-image';
import { productScene } from '../catalog/pictures/scene';

/** The settings a seeded shopper's photo is taken in; each is a background drawn in a few shapes. */
export const UGC_SETTINGS = ['trail', 'city', 'beach', 'forest', 'snow', 'track'] as const;
export type UgcSetting = (typeof UGC_SETTINGS)[number];

/** Intrinsic size of a seeded photo (square, like the widget's tiles). */
export const UGC_PICTURE_SIZE = 800;

const PALETTES: Record<UgcSetting, readonly [sky: string, far: string, ground: string]> = {
  trail: ['#bcd9ea', '#7d9a6a', '#a8875c'],
  city: ['#d7dde4', '#8a929c', '#5d636b'],
  beach: ['#a9d8f0', '#3f8fb5', '#e8d3a4'],
  forest: ['#c9dcc0', '#3f6b45', '#5b4a36'],
  snow: ['#dbe7f2', '#a7b8c9', '#f4f7fa'],
  track: ['#c4dcef', '#6f8f5a', '#b9503c'],
};

/** A number from 0 to 1 drawn from the photo's id, so a photo always looks the same. */
function draw(seed: string, salt: number): number {
  let hash = 2166136261 ^ salt;
  for (let i = 0; i < seed.length; i += 1) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619);
  return ((hash >>> 0) % 10_000) / 10_000;
}

function background(setting: UgcSetting, seed: string): string {
  const [sky, far, ground] = PALETTES[setting];
  const s = UGC_PICTURE_SIZE;
  const horizon = Math.round(s * (0.45 + draw(seed, 1) * 0.15));
  const sunX = Math.round(s * (0.15 + draw(seed, 2) * 0.7));
  const ridge = Array.from({ length: 5 }, (_, i) => `${Math.round((s / 4) * i)} ${Math.round(horizon - 40 - draw(seed, 10 + i) * 120)}`).join(' L ');
  const city = setting === 'city'
    ? Array.from({ length: 8 }, (_, i) => {
      const h = Math.round(120 + draw(seed, 20 + i) * 220);
      return `<rect x="${i * 100}" y="${horizon - h}" width="92" height="${h}" fill="${far}" fill-opacity="${(0.6 + draw(seed, 30 + i) * 0.4).toFixed(2)}"/>`;
    }).join('')
    : `<path d="M0 ${horizon} L ${ridge} L ${s} ${horizon} Z" fill="${far}"/>`;
  return `<rect width="${s}" height="${s}" fill="${sky}"/>` +
    `<circle cx="${sunX}" cy="${Math.round(horizon * 0.35)}" r="46" fill="#fff6d8" fill-opacity=".8"/>` +
    city +
    `<rect y="${horizon}" width="${s}" height="${s - horizon}" fill="${ground}"/>` +
    `<ellipse cx="${s / 2}" cy="${Math.round(s * 0.86)}" rx="${Math.round(s * 0.32)}" ry="28" fill="#000" fill-opacity=".12"/>`;
}

/**
 * A seeded shopper's photo: the tagged product (its family's drawing, in its colour) in a setting,
 * at a slight tilt and offset drawn from the photo's id. Drawn on request, never fetched.
 */
export function ugcPictureSvg(mediaId: string, setting: UgcSetting, product: { kind: ProductKind; id: string; hex: string }): string {
  const size = Math.round(UGC_PICTURE_SIZE * (0.62 + draw(mediaId, 3) * 0.2));
  const x = Math.round((UGC_PICTURE_SIZE - size) * (0.3 + draw(mediaId, 4) * 0.4));
  const y = Math.round(UGC_PICTURE_SIZE - size - 20 - draw(mediaId, 5) * 40);
  const picture = productImageSvg(product.kind, product.id, product.hex, 'side');
  return productScene(UGC_PICTURE_SIZE, UGC_PICTURE_SIZE, background(setting, mediaId), [{ svg: picture, x, y, size }]);
}
