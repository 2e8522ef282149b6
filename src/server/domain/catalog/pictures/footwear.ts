/** Shoes, boots and sandals: side profile, top view and a close-up, shaped per model. */
import { n, svgDocument, type ProductView, type ShapeDraws, type Tones } from './draw';

const SOLES = ['#f7f7f5', '#2b2b2b', '#c79b62', 'light'] as const;

interface FootShape {
  readonly boot: boolean;
  readonly soleH: number;
  readonly toeH: number;
  readonly collarY: number;
  readonly stripes: number;
  readonly slant: number;
  readonly heelPanel: boolean;
  readonly toeCap: boolean;
  readonly sole: string;
  readonly laces: number;
  readonly lugs: boolean;
}

function footShape(draw: ShapeDraws, tone: Tones, kind: 'shoe' | 'boot'): FootShape {
  const boot = kind === 'boot';
  const sole = draw.pick(SOLES);
  return {
    boot,
    soleH: boot ? draw.int(42, 66) : draw.int(26, 60),
    toeH: draw.pick([34, 52, 70]),
    collarY: boot ? draw.int(170, 260) : draw.int(330, 410),
    stripes: draw.int(0, 3),
    slant: draw.int(-60, 70),
    heelPanel: draw.chance(0.6),
    toeCap: boot || draw.chance(0.4),
    sole: sole === 'light' ? tone.light : sole,
    laces: draw.int(4, 7),
    lugs: boot || draw.chance(0.4),
  };
}

const quad = (a: [number, number], c: [number, number], b: [number, number], t: number): [number, number] => [
  (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
  (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1],
];

function shoeSide(s: FootShape, tone: Tones): string {
  const bottom = 590;
  const top = bottom - s.soleH;
  const toe = 705;
  const c = s.collarY;
  const a: [number, number] = [372, c - 30];
  const ctrl: [number, number] = [520, c - 20 + (top - c) * 0.2];
  const tip: [number, number] = [toe, top - s.toeH];
  const upper =
    `M128 ${top}C112 ${top - 60} 118 ${c + 50} 150 ${c}C200 ${c + 12} 260 ${c + 22} 300 ${c + 18}` +
    `C318 ${c - 10} 330 ${c - 38} 350 ${c - 40}L${a[0]} ${a[1]}Q${ctrl[0]} ${n(ctrl[1])} ${tip[0]} ${tip[1]}` +
    `C${toe + 16} ${n(top - s.toeH / 2)} ${toe + 6} ${top} ${toe - 20} ${top}Z`;
  const parts: string[] = [`<clipPath id="u"><path d="${upper}"/></clipPath>`, `<path d="${upper}" fill="${tone.base}" stroke="${tone.line}" stroke-width="5"/>`];
  const clipped: string[] = [];
  if (s.heelPanel) clipped.push(`<path d="M90 ${bottom}L90 ${c - 20}L${s.boot ? 230 : 210} ${c}L${s.boot ? 270 : 250} ${bottom}Z" fill="${tone.dark}"/>`);
  if (s.toeCap) clipped.push(`<ellipse cx="${toe - 10}" cy="${top}" rx="${s.boot ? 120 : 95}" ry="${s.toeH + 26}" fill="${tone.dark}"/>`);
  for (let i = 0; i < s.stripes; i++) {
    const x = 330 + i * 46;
    clipped.push(`<path d="M${x} ${top + 4}L${x + 26} ${top + 4}L${x + 26 + s.slant} ${c - 10}L${x + s.slant} ${c - 10}Z" fill="${tone.contrast}" fill-opacity=".9"/>`);
  }
  clipped.push(`<path d="M150 ${c}C200 ${c + 12} 260 ${c + 22} 300 ${c + 18}" stroke="${tone.line}" stroke-width="18" fill="none"/>`);
  parts.push(`<g clip-path="url(#u)">${clipped.join('')}</g>`);
  // Laces along the throat.
  const eyelets = Array.from({ length: s.laces }, (_, i) => quad(a, ctrl, tip, 0.06 + (i * 0.42) / s.laces));
  parts.push(eyelets.map(([x, y]) => `<path d="M${n(x - 14)} ${n(y + 26)}L${n(x + 16)} ${n(y + 4)}" stroke="${tone.contrast}" stroke-width="7"/>`).join(''));
  if (s.boot) parts.push(`<rect x="138" y="${c - 34}" width="22" height="44" rx="8" fill="${tone.dark}" stroke="${tone.line}" stroke-width="4"/>`);
  // Sole, midsole line and lugs.
  parts.push(
    `<path d="M112 ${top}L${toe - 10} ${top}Q${toe + 26} ${top} ${toe + 22} ${n(top + s.soleH / 2)}Q${toe + 18} ${bottom} ${toe - 16} ${bottom}L132 ${bottom}Q104 ${bottom} 106 ${n(top + s.soleH / 2)}Z" fill="${s.sole}" stroke="${tone.line}" stroke-width="5"/>`,
    `<path d="M118 ${n(top + s.soleH * 0.55)}L${toe + 12} ${n(top + s.soleH * 0.55)}" stroke="#000" stroke-opacity=".18" stroke-width="4"/>`,
  );
  if (s.lugs) parts.push(Array.from({ length: 12 }, (_, i) => `<rect x="${140 + i * 46}" y="${bottom - 4}" width="26" height="12" rx="3" fill="#3a3a3a"/>`).join(''));
  return svgDocument(`<g transform="translate(-40 -52) scale(1.1)">${parts.join('')}</g>`, { cx: 410, cy: 606, rx: 340 });
}

function shoeTop(s: FootShape, tone: Tones): string {
  const w = 128 + s.toeH / 2;
  const outline = (grow: number) =>
    `M${150 - grow} 400C${150 - grow} ${340 - grow} 200 ${305 - grow} 300 ${300 - grow}C420 ${296 - grow} 520 ${400 - w - grow} 600 ${400 - w - grow}` +
    `C${690 + grow} ${400 - w - grow} ${712 + grow} ${370 - grow} ${712 + grow} 400C${712 + grow} ${430 + grow} ${690 + grow} ${400 + w + grow} 600 ${400 + w + grow}` +
    `C520 ${400 + w + grow} 420 ${504 + grow} 300 ${500 + grow}C200 ${495 + grow} ${150 - grow} ${460 + grow} ${150 - grow} 400Z`;
  const laces = Array.from({ length: s.laces }, (_, i) => {
    const x = 360 + i * (170 / s.laces);
    return `<path d="M${n(x)} 365L${n(x + 28)} 435M${n(x)} 435L${n(x + 28)} 365" stroke="${tone.contrast}" stroke-width="7"/>`;
  }).join('');
  const stripes = Array.from({ length: s.stripes }, (_, i) => `<path d="M${340 + i * 40} ${316 - i * 4}L${372 + i * 40} ${360}M${340 + i * 40} ${484 + i * 4}L${372 + i * 40} 440" stroke="${tone.contrast}" stroke-width="14"/>`).join('');
  const opening = s.boot ? `<ellipse cx="255" cy="400" rx="92" ry="70" fill="${tone.dark}" stroke="${tone.line}" stroke-width="14"/><ellipse cx="255" cy="400" rx="70" ry="50" fill="#3a3a3a"/>` : `<ellipse cx="250" cy="400" rx="78" ry="56" fill="#3a3a3a" stroke="${tone.dark}" stroke-width="12"/>`;
  const body = [
    `<path d="${outline(12)}" fill="${s.sole}" stroke="${tone.line}" stroke-width="4"/>`,
    `<path d="${outline(0)}" fill="${tone.base}" stroke="${tone.line}" stroke-width="5"/>`,
    s.toeCap ? `<path d="M640 ${400 - w + 8}C700 ${400 - w + 20} 700 ${400 + w - 20} 640 ${400 + w - 8}Z" fill="${tone.dark}"/>` : '',
    stripes,
    `<rect x="330" y="360" width="220" height="80" rx="30" fill="${tone.light}" stroke="${tone.line}" stroke-width="4"/>`,
    laces,
    opening,
  ].join('');
  return svgDocument(body);
}

function shoeDetail(s: FootShape, tone: Tones): string {
  const dots = '<pattern id="m" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="11" cy="11" r="4.5" fill="#000" fill-opacity=".16"/></pattern>';
  const soleTop = 560 - s.soleH * 2;
  const stripes = Array.from({ length: s.stripes }, (_, i) => `<path d="M${300 + i * 90} ${soleTop}L${350 + i * 90} ${soleTop}L${350 + i * 90 + s.slant * 1.6} 120L${300 + i * 90 + s.slant * 1.6} 120Z" fill="${tone.contrast}" fill-opacity=".9"/>`).join('');
  const eyelets = Array.from({ length: Math.min(s.laces, 5) }, (_, i) => `<circle cx="${160 + i * 120}" cy="150" r="18" fill="${tone.dark}" stroke="${tone.contrast}" stroke-width="6"/>`).join('');
  const lugs = Array.from({ length: 9 }, (_, i) => `<path d="M${i * 95 + 10} 690L${i * 95 + 60} 690L${i * 95 + 48} ${s.lugs ? 740 : 712}L${i * 95 + 22} ${s.lugs ? 740 : 712}Z" fill="#3a3a3a"/>`).join('');
  const body = [
    dots,
    `<rect x="0" y="90" width="800" height="${soleTop - 90}" fill="${tone.base}"/><rect x="0" y="90" width="800" height="${soleTop - 90}" fill="url(#m)"/>`,
    s.heelPanel ? `<path d="M0 90L160 90L230 ${soleTop}L0 ${soleTop}Z" fill="${tone.dark}"/>` : '',
    stripes,
    `<path d="M0 110C200 140 600 140 800 110" stroke="${tone.contrast}" stroke-width="10" fill="none"/>`,
    eyelets,
    `<rect x="0" y="${soleTop}" width="800" height="${690 - soleTop}" fill="${s.sole}" stroke="${tone.line}" stroke-width="5"/>`,
    `<path d="M0 ${n(soleTop + (690 - soleTop) * 0.45)}L800 ${n(soleTop + (690 - soleTop) * 0.45)}" stroke="#000" stroke-opacity=".18" stroke-width="6"/>`,
    lugs,
  ].join('');
  return svgDocument(body);
}

interface SandalShape {
  readonly soleH: number;
  readonly straps: number;
  readonly heelStrap: boolean;
  readonly strapWidth: number;
  readonly sole: string;
  readonly buckle: boolean;
}

function sandalShape(draw: ShapeDraws, tone: Tones): SandalShape {
  const sole = draw.pick(SOLES);
  return {
    soleH: draw.int(30, 60),
    straps: draw.int(1, 3),
    heelStrap: draw.chance(0.6),
    strapWidth: draw.int(26, 48),
    sole: sole === 'light' ? tone.light : sole,
    buckle: draw.chance(0.5),
  };
}

function sandalSide(s: SandalShape, tone: Tones): string {
  const bottom = 590;
  const top = bottom - s.soleH;
  const straps = Array.from({ length: s.straps }, (_, i) => {
    const x = 300 + i * (300 / s.straps);
    return `<path d="M${n(x - 60)} ${top}C${n(x - 50)} ${top - 170} ${n(x + 90)} ${top - 170} ${n(x + 100)} ${top}" stroke="${tone.base}" stroke-width="${s.strapWidth}" fill="none"/>` +
      `<path d="M${n(x - 60)} ${top}C${n(x - 50)} ${top - 170} ${n(x + 90)} ${top - 170} ${n(x + 100)} ${top}" stroke="${tone.line}" stroke-width="3" stroke-dasharray="10 8" fill="none"/>`;
  }).join('');
  const heel = s.heelStrap ? `<path d="M150 ${top - 10}C150 ${top - 150} 250 ${top - 170} 300 ${top - 110}" stroke="${tone.dark}" stroke-width="${s.strapWidth - 6}" fill="none"/>` : '';
  const buckle = s.buckle ? `<rect x="280" y="${top - 140}" width="44" height="58" rx="8" fill="none" stroke="#8a8a8a" stroke-width="9"/>` : '';
  const body = [
    heel,
    straps,
    buckle,
    `<path d="M120 ${top}L690 ${top - 12}Q725 ${top - 10} 722 ${n(top + s.soleH / 2)}Q718 ${bottom} 690 ${bottom}L140 ${bottom}Q108 ${bottom} 110 ${n(top + s.soleH / 2)}Z" fill="${s.sole}" stroke="${tone.line}" stroke-width="5"/>`,
    `<path d="M118 ${top + 10}L715 ${top - 2}" stroke="${tone.dark}" stroke-width="10"/>`,
  ].join('');
  return svgDocument(`<g transform="translate(-40 -52) scale(1.1)">${body}</g>`, { cx: 420, cy: 606, rx: 330 });
}

function sandalTop(s: SandalShape, tone: Tones): string {
  const bed = 'M160 400C160 330 230 310 320 318C440 330 560 300 640 310C710 320 720 380 720 400C720 420 710 480 640 490C560 500 440 470 320 482C230 490 160 470 160 400Z';
  const straps = Array.from({ length: s.straps }, (_, i) => {
    const x = 380 + i * (240 / s.straps);
    return `<path d="M${n(x)} 300L${n(x + 30)} 500" stroke="${tone.base}" stroke-width="${s.strapWidth + 10}"/><path d="M${n(x)} 300L${n(x + 30)} 500" stroke="${tone.line}" stroke-width="3" stroke-dasharray="10 8"/>`;
  }).join('');
  const body = [
    `<path d="${bed}" fill="${s.sole}" stroke="${tone.line}" stroke-width="6"/>`,
    `<path d="${bed}" transform="translate(40 40) scale(.9)" fill="#000" fill-opacity=".06"/>`,
    straps,
    s.heelStrap ? `<path d="M250 300C200 320 200 480 250 500" stroke="${tone.dark}" stroke-width="${s.strapWidth}" fill="none"/>` : '',
  ].join('');
  return svgDocument(body);
}

function sandalDetail(s: SandalShape, tone: Tones): string {
  const loops = '<pattern id="v" width="16" height="16" patternUnits="userSpaceOnUse"><path d="M0 8h16M8 0v16" stroke="#000" stroke-opacity=".12" stroke-width="3"/></pattern>';
  const body = [
    loops,
    `<rect x="0" y="220" width="800" height="${120 + s.strapWidth * 2}" fill="${tone.base}"/>`,
    `<rect x="0" y="220" width="800" height="${120 + s.strapWidth * 2}" fill="url(#v)"/>`,
    `<path d="M0 236H800M0 ${204 + 120 + s.strapWidth * 2}H800" stroke="${tone.line}" stroke-width="4" stroke-dasharray="16 10"/>`,
    s.buckle
      ? `<rect x="300" y="190" width="200" height="${180 + s.strapWidth * 2}" rx="24" fill="none" stroke="#8a8a8a" stroke-width="26"/>`
      : `<rect x="420" y="228" width="380" height="${104 + s.strapWidth * 2}" fill="${tone.dark}"/>`,
    `<rect x="0" y="580" width="800" height="${s.soleH * 2}" fill="${s.sole}" stroke="${tone.line}" stroke-width="5"/>`,
  ].join('');
  return svgDocument(body);
}

export function footwearPicture(kind: 'shoe' | 'boot' | 'sandal', draw: ShapeDraws, tone: Tones, view: ProductView): string {
  if (kind === 'sandal') {
    const shape = sandalShape(draw, tone);
    return view === 'top' ? sandalTop(shape, tone) : view === 'detail' ? sandalDetail(shape, tone) : sandalSide(shape, tone);
  }
  const shape = footShape(draw, tone, kind);
  return view === 'top' ? shoeTop(shape, tone) : view === 'detail' ? shoeDetail(shape, tone) : shoeSide(shape, tone);
}
