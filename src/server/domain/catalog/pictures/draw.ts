/**
 * What every generated product picture is drawn with: a model's shape parameters from a seeded
 * hash of its id (the same picture on every run and process), colour tones and the canvas.
 */

/** The views of a product a gallery shows: the side (or front), from above (or the back), a close-up. */
export const PRODUCT_VIEWS = ['side', 'top', 'detail'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

/** Draws shape parameters of one model: the same id always gives the same draws. */
export interface ShapeDraws {
  /** A number in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function shapeDraws(seed: string): ShapeDraws {
  // FNV-1a of the seed, then mulberry32.
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  };
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The product colour and the tones drawn from it: shadow side, light side, a contrast for trims. */
export interface Tones {
  readonly base: string;
  readonly dark: string;
  readonly light: string;
  readonly line: string;
  /** White on dark colours, near-black on light ones. */
  readonly contrast: string;
}

function mix(hex: string, target: number, amount: number): string {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `#${channels.map((c) => Math.round(c + (target - c) * amount).toString(16).padStart(2, '0')).join('')}`;
}

export function tones(hex: string): Tones {
  const base = HEX.test(hex) ? hex : '#888888';
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(base.slice(at, at + 2), 16)) as [number, number, number];
  const luminance = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  return {
    base,
    dark: mix(base, 0, 0.28),
    light: mix(base, 255, 0.22),
    line: mix(base, 0, 0.55),
    contrast: luminance < 0.6 ? '#f7f7f5' : '#2b2b2b',
  };
}

/** Picture size: every product picture is a square of this intrinsic size. */
export const CANVAS = 800;

/** The light studio background of a picture (left out when a scene places the product on its own background). */
export const BACKDROP = `<rect width="${CANVAS}" height="${CANVAS}" fill="#efefed"/><rect y="560" width="${CANVAS}" height="240" fill="#e6e6e3"/>`;
export const SVG_OPEN = `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}" role="img">`;

/** The picture: a light studio background, a soft floor shadow, and the drawing. */
export function svgDocument(body: string, shadow?: { cx: number; cy: number; rx: number; ry?: number }): string {
  const floor = shadow ? `<ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${shadow.rx}" ry="${shadow.ry ?? 18}" fill="#000" fill-opacity=".12"/>` : '';
  return `${SVG_OPEN}${BACKDROP}${floor}<g stroke-linejoin="round" stroke-linecap="round">${body}</g></svg>`;
}

/** A few decimals at most, so the SVG stays small. */
export const n = (value: number) => Math.round(value * 10) / 10;
