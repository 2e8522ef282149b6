import type { ProductKind } from '../../db/schema/catalog';

/** Every product image is a square SVG of this intrinsic size. */
export const PRODUCT_IMAGE_SIZE = { width: 800, height: 800 } as const;

/** A simple silhouette per product kind, drawn on an 800x800 canvas. */
const SILHOUETTES: Record<ProductKind, string> = {
  shoe: '<path d="M110 520 C130 430 230 400 330 410 L450 300 C480 280 530 285 555 320 L600 410 C670 430 710 470 710 525 L710 560 L110 560 Z"/><rect x="100" y="555" width="620" height="40" rx="18" fill="#f5f5f5"/><path d="M470 330 L520 390 M440 355 L490 415" stroke="#ffffff" stroke-width="10" fill="none"/>',
  boot: '<path d="M250 180 L450 180 L460 430 C560 440 660 470 680 530 L680 570 L220 570 L230 430 Z"/><rect x="210" y="565" width="480" height="40" rx="14" fill="#f5f5f5"/><path d="M300 230 L410 230 M300 290 L410 290 M300 350 L410 350" stroke="#ffffff" stroke-width="10"/>',
  sandal: '<rect x="150" y="500" width="520" height="50" rx="25"/><path d="M260 500 C280 400 380 380 420 500 M470 500 C490 410 580 400 600 500" stroke-width="34" fill="none" stroke="currentColor"/>',
  tshirt: '<path d="M290 170 L350 200 C380 230 420 230 450 200 L510 170 L640 260 L590 360 L540 330 L540 630 L260 630 L260 330 L210 360 L160 260 Z"/>',
  jacket: '<path d="M300 160 L360 190 L440 190 L500 160 L600 230 L660 620 L580 630 L560 340 L560 650 L240 650 L240 340 L220 630 L140 620 L200 230 Z"/><path d="M400 200 L400 650" stroke="#ffffff" stroke-width="8"/><path d="M360 190 L400 260 L440 190" fill="none" stroke="#ffffff" stroke-width="8"/>',
  trousers: '<path d="M270 140 L530 140 L560 660 L440 660 L400 300 L360 660 L240 660 Z"/><path d="M270 180 L530 180" stroke="#ffffff" stroke-width="8"/>',
  tent: '<path d="M100 600 L400 190 L700 600 Z"/><path d="M400 190 L330 600 L470 600 Z" fill="#ffffff" fill-opacity="0.35"/><path d="M80 600 L720 600" stroke="#555555" stroke-width="10"/>',
  backpack: '<rect x="240" y="180" width="320" height="440" rx="90"/><rect x="290" y="420" width="220" height="150" rx="30" fill="#ffffff" fill-opacity="0.3"/><path d="M330 180 C330 110 470 110 470 180" stroke="#555555" stroke-width="20" fill="none"/>',
  sleepingbag: '<path d="M330 130 C470 110 540 180 530 300 L500 660 C490 700 330 700 320 660 L280 300 C270 200 290 140 330 130 Z"/><ellipse cx="400" cy="220" rx="70" ry="55" fill="#ffffff" fill-opacity="0.4"/>',
  giftcard: '<rect x="140" y="230" width="520" height="340" rx="30"/><rect x="360" y="230" width="40" height="340" fill="#ffffff" fill-opacity="0.6"/><rect x="140" y="380" width="520" height="40" fill="#ffffff" fill-opacity="0.6"/>',
};

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A recognisable picture of a product in one colour; never loaded from outside. */
export function productImageSvg(kind: ProductKind, hex: string): string {
  const fill = HEX.test(hex) ? hex : '#888888';
  const { width, height } = PRODUCT_IMAGE_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<rect width="${width}" height="${height}" fill="#eeeeec"/>` +
    `<g fill="${fill}" color="${fill}" stroke="#3a3a3a" stroke-width="4" stroke-linejoin="round">${SILHOUETTES[kind]}</g>` +
    `</svg>`
  );
}

/** Absolute path of a product image below the API's base path. */
export function productImageUrl(apiBase: string, productId: string, colorValue: string): string {
  return `${apiBase}/media/products/${productId}/${colorValue}.svg`;
}
