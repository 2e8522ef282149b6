/**
 * Pictures that show several products on a background of their own (the seeded heroes, banners and
 * category cards): each product's picture placed as a nested SVG without its studio backdrop.
 */
import { BACKDROP, CANVAS, SVG_OPEN } from './draw';

export interface Placement {
  /** A product picture (productImageSvg). */
  readonly svg: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

/** One product picture placed in a scene; its ids are made unique so two pictures' patterns and clips do not mix. */
function placed(picture: Placement, index: number): string {
  const inner = picture.svg
    .replace(SVG_OPEN, '')
    .replace(BACKDROP, '')
    .replace(/<\/svg>$/, '')
    .replace(/id="(\w+)"/g, `id="$1-${index}"`)
    .replace(/url\(#(\w+)\)/g, `url(#$1-${index})`);
  return `<svg x="${picture.x}" y="${picture.y}" width="${picture.size}" height="${picture.size}" viewBox="0 0 ${CANVAS} ${CANVAS}">${inner}</svg>`;
}

/** A scene of `width` × `height`: the background markup, then the products in order (later ones in front). */
export function productScene(width: number, height: number, background: string, pictures: readonly Placement[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${background}${pictures.map(placed).join('')}</svg>\n`;
}
