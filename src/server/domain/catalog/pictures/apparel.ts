/** Tops, jackets (and sweatshirts) and trousers: front, back and a close-up, shaped per model. */
import { svgDocument, type ProductView, type ShapeDraws, type Tones } from './draw';

interface TopShape {
  readonly jacket: boolean;
  readonly longSleeves: boolean;
  readonly neck: 'crew' | 'vee' | 'collar';
  readonly hood: boolean;
  readonly zip: 'full' | 'half' | 'none';
  readonly band: boolean;
  readonly contrastSleeves: boolean;
  readonly pocket: 'chest' | 'kangaroo' | 'slant' | 'none';
  readonly length: number;
  readonly width: number;
}

function topShape(draw: ShapeDraws, jacket: boolean): TopShape {
  const hood = jacket && draw.chance(0.5);
  return {
    jacket,
    longSleeves: jacket || draw.chance(0.4),
    neck: jacket ? 'crew' : draw.pick(['crew', 'crew', 'vee', 'collar'] as const),
    hood,
    zip: jacket ? draw.pick(['full', 'full', 'half', 'none'] as const) : 'none',
    band: draw.chance(0.35),
    contrastSleeves: draw.chance(0.3),
    pocket: jacket ? draw.pick(['kangaroo', 'slant', 'slant', 'none'] as const) : draw.pick(['chest', 'none', 'none'] as const),
    length: draw.int(0, 60),
    width: draw.int(0, 40),
  };
}

/** Body and sleeves of a top, front or back (the back has a higher neckline). */
function topParts(s: TopShape, back: boolean) {
  const w = s.width;
  const bottom = 610 + s.length;
  const neckDepth = back ? 12 : s.neck === 'vee' ? 90 : 40;
  const body = `M${300 - w / 2} 160L350 148C370 ${148 + neckDepth} 430 ${148 + neckDepth} 450 148L${500 + w / 2} 160L${530 + w} 250L${530 + w} ${bottom}L${270 - w} ${bottom}L${270 - w} 250Z`;
  const sleeve = s.longSleeves
    ? (side: 1 | -1) => { const x = side === 1 ? 500 + w / 2 : 300 - w / 2; return `M${x} 160L${x + side * (120 + w / 2)} 330L${x + side * 150} 560L${x + side * 80} 575L${x + side * 50} 360L${x + side * 30} 260Z`; }
    : (side: 1 | -1) => { const x = side === 1 ? 500 + w / 2 : 300 - w / 2; return `M${x} 160L${x + side * (130 + w / 2)} 270L${x + side * 90} 340L${x + side * 30} 260Z`; };
  return { body, left: sleeve(-1), right: sleeve(1), bottom };
}

function topView(s: TopShape, tone: Tones, back: boolean): string {
  const { body, left, right, bottom } = topParts(s, back);
  const sleeveFill = s.contrastSleeves ? tone.dark : tone.base;
  const parts = [
    s.hood && back ? `<path d="M330 150C320 40 480 40 470 150C470 200 330 200 330 150Z" fill="${tone.dark}" stroke="${tone.line}" stroke-width="5"/>` : '',
    `<path d="${left}" fill="${sleeveFill}" stroke="${tone.line}" stroke-width="5"/><path d="${right}" fill="${sleeveFill}" stroke="${tone.line}" stroke-width="5"/>`,
    `<path d="${body}" fill="${tone.base}" stroke="${tone.line}" stroke-width="5"/>`,
    s.band ? `<rect x="${271 - s.width}" y="${back ? 300 : 330}" width="${258 + 2 * s.width}" height="46" fill="${tone.contrast}" fill-opacity=".85"/>` : '',
    s.jacket ? `<path d="M${272 - s.width} ${bottom - 30}H${528 + s.width}" stroke="${tone.dark}" stroke-width="26"/>` : `<path d="M${272 - s.width} ${bottom - 14}H${528 + s.width}" stroke="${tone.line}" stroke-width="3" stroke-dasharray="12 8"/>`,
  ];
  if (back) {
    parts.push(`<path d="M${272 - s.width} 240C350 262 450 262 ${528 + s.width} 240" stroke="${tone.line}" stroke-width="3" stroke-dasharray="12 8" fill="none"/>`);
  } else {
    if (s.hood) parts.push(`<path d="M340 150C300 200 330 250 400 262C470 250 500 200 460 150C440 110 360 110 340 150Z" fill="${tone.dark}" stroke="${tone.line}" stroke-width="5"/><path d="M385 262L378 330M415 262L422 330" stroke="${tone.contrast}" stroke-width="6"/>`);
    else if (s.neck === 'collar') parts.push(`<path d="M350 148L400 215L380 240L330 170ZM450 148L400 215L420 240L470 170Z" fill="${tone.light}" stroke="${tone.line}" stroke-width="4"/>` + [260, 340, 420, 500].map((y) => `<circle cx="400" cy="${y}" r="7" fill="${tone.contrast}"/>`).join(''));
    else parts.push(`<path d="M350 148C370 ${s.neck === 'vee' ? 238 : 188} 430 ${s.neck === 'vee' ? 238 : 188} 450 148" stroke="${tone.dark}" stroke-width="14" fill="none"/>`);
    if (s.zip !== 'none') parts.push(`<path d="M400 ${s.hood ? 262 : 190}V${s.zip === 'full' ? bottom : 380}" stroke="${tone.line}" stroke-width="8"/><rect x="392" y="${s.hood ? 268 : 196}" width="16" height="34" rx="5" fill="#9a9a9a"/>`);
    if (s.pocket === 'chest') parts.push(`<rect x="430" y="250" width="60" height="70" rx="6" fill="none" stroke="${tone.line}" stroke-width="4"/>`);
    if (s.pocket === 'kangaroo') parts.push(`<path d="M310 ${bottom - 170}L490 ${bottom - 170}L520 ${bottom - 50}L280 ${bottom - 50}Z" fill="${tone.dark}" fill-opacity=".5" stroke="${tone.line}" stroke-width="4"/>`);
    if (s.pocket === 'slant') parts.push(`<path d="M300 ${bottom - 190}L330 ${bottom - 70}M500 ${bottom - 190}L470 ${bottom - 70}" stroke="${tone.line}" stroke-width="7"/>`);
  }
  return svgDocument(parts.join(''), { cx: 400, cy: Math.min(bottom + 40, 700), rx: 260 });
}

function topDetail(s: TopShape, tone: Tones): string {
  const knit = `<pattern id="k" width="14" height="14" patternUnits="userSpaceOnUse"><path d="M0 0L7 14L14 0" stroke="#000" stroke-opacity=".1" stroke-width="2" fill="none"/></pattern>`;
  const parts = [
    knit,
    `<rect width="800" height="800" fill="${tone.base}"/><rect width="800" height="800" fill="url(#k)"/>`,
    s.hood
      ? `<path d="M120 0C60 300 200 520 400 540C600 520 740 300 680 0Z" fill="${tone.dark}" stroke="${tone.line}" stroke-width="6"/><path d="M330 540L300 800M470 540L500 800" stroke="${tone.contrast}" stroke-width="14"/>`
      : s.neck === 'collar'
        ? `<path d="M160 0L400 360L300 470L80 120ZM640 0L400 360L500 470L720 120Z" fill="${tone.light}" stroke="${tone.line}" stroke-width="6"/><circle cx="400" cy="560" r="22" fill="${tone.contrast}"/>`
        : `<path d="M140 0C200 ${s.neck === 'vee' ? 520 : 380} 600 ${s.neck === 'vee' ? 520 : 380} 660 0" stroke="${tone.dark}" stroke-width="70" fill="none"/><path d="M140 0C200 ${s.neck === 'vee' ? 520 : 380} 600 ${s.neck === 'vee' ? 520 : 380} 660 0" fill="#3a3a3a"/><rect x="360" y="40" width="80" height="50" fill="${tone.contrast}"/>`,
    s.zip !== 'none' ? `<path d="M400 ${s.hood ? 540 : 330}V800" stroke="#8a8a8a" stroke-width="22" stroke-dasharray="6 6"/><rect x="384" y="${s.hood ? 560 : 350}" width="32" height="86" rx="10" fill="#9a9a9a" stroke="#555" stroke-width="4"/>` : '',
    s.band ? `<rect y="640" width="800" height="80" fill="${tone.contrast}" fill-opacity=".85"/>` : '',
  ];
  return svgDocument(parts.join(''));
}

interface TrouserShape {
  readonly flare: number;
  readonly cargo: boolean;
  readonly cuff: boolean;
  readonly drawcord: boolean;
  readonly short: boolean;
  readonly seam: boolean;
}

function trouserShape(draw: ShapeDraws): TrouserShape {
  return { flare: draw.int(-20, 40), cargo: draw.chance(0.35), cuff: draw.chance(0.4), drawcord: draw.chance(0.35), short: draw.chance(0.25), seam: draw.chance(0.5) };
}

function trouserView(s: TrouserShape, tone: Tones, back: boolean): string {
  const hem = s.short ? 420 : 680;
  const f = s.flare;
  const legs = `M250 130L550 130L${575 + f} ${hem}L${430 - f / 2} ${hem}L400 ${s.short ? 270 : 300}L${370 + f / 2} ${hem}L${225 - f} ${hem}Z`;
  const parts = [
    `<path d="${legs}" fill="${tone.base}" stroke="${tone.line}" stroke-width="5"/>`,
    `<rect x="248" y="120" width="304" height="44" fill="${tone.dark}" stroke="${tone.line}" stroke-width="4"/>`,
    s.drawcord ? `<path d="M390 164C380 220 370 230 360 250M410 164C420 220 430 230 440 250" stroke="${tone.contrast}" stroke-width="6" fill="none"/>` : [280, 340, 460, 520].map((x) => `<rect x="${x}" y="116" width="12" height="54" fill="${tone.dark}" stroke="${tone.line}" stroke-width="3"/>`).join(''),
    s.cuff ? `<path d="M${227 - f} ${hem - 30}H${369 + f / 2}M${431 - f / 2} ${hem - 30}H${573 + f}" stroke="${tone.dark}" stroke-width="18"/>` : '',
    s.seam ? `<path d="M${240 - f / 3} 200L${226 - f} ${hem}M${560 + f / 3} 200L${574 + f} ${hem}" stroke="${tone.contrast}" stroke-width="6" stroke-opacity=".8"/>` : '',
  ];
  if (back) parts.push(`<path d="M280 200H370V270L325 290L280 270ZM430 200H520V270L475 290L430 270Z" fill="${tone.dark}" fill-opacity=".5" stroke="${tone.line}" stroke-width="4"/>`);
  else {
    parts.push(`<path d="M270 170C300 220 320 230 340 230M530 170C500 220 480 230 460 230" stroke="${tone.line}" stroke-width="5" fill="none"/><path d="M400 164V${s.short ? 260 : 290}" stroke="${tone.line}" stroke-width="4"/>`);
    if (s.cargo && !s.short) parts.push(`<rect x="${236 - f / 2}" y="380" width="90" height="100" rx="8" fill="${tone.dark}" fill-opacity=".55" stroke="${tone.line}" stroke-width="4"/><rect x="${474 + f / 2}" y="380" width="90" height="100" rx="8" fill="${tone.dark}" fill-opacity=".55" stroke="${tone.line}" stroke-width="4"/>`);
  }
  return svgDocument(parts.join(''), { cx: 400, cy: hem + 22, rx: 220 });
}

function trouserDetail(s: TrouserShape, tone: Tones): string {
  const twill = `<pattern id="t" width="16" height="16" patternUnits="userSpaceOnUse"><path d="M0 16L16 0" stroke="#000" stroke-opacity=".12" stroke-width="3"/></pattern>`;
  const parts = [
    twill,
    `<rect width="800" height="800" fill="${tone.base}"/><rect width="800" height="800" fill="url(#t)"/>`,
    `<rect y="140" width="800" height="170" fill="${tone.dark}"/><path d="M0 160H800M0 290H800" stroke="${tone.contrast}" stroke-width="4" stroke-dasharray="14 10"/>`,
    s.drawcord
      ? `<circle cx="340" cy="330" r="16" fill="#8a8a8a"/><circle cx="460" cy="330" r="16" fill="#8a8a8a"/><path d="M340 330C320 500 300 560 280 640M460 330C480 500 500 560 520 640" stroke="${tone.contrast}" stroke-width="16" fill="none"/>`
      : `<circle cx="400" cy="225" r="34" fill="#9a9a9a" stroke="#555" stroke-width="6"/><rect x="150" y="120" width="44" height="220" rx="6" fill="${tone.dark}" stroke="${tone.line}" stroke-width="5"/><rect x="606" y="120" width="44" height="220" rx="6" fill="${tone.dark}" stroke="${tone.line}" stroke-width="5"/><path d="M400 310V800M440 310V700C440 740 420 760 400 770" stroke="${tone.line}" stroke-width="5" fill="none"/>`,
    s.cargo ? `<path d="M560 420H800V760H560Z" fill="${tone.dark}" fill-opacity=".5" stroke="${tone.line}" stroke-width="5"/>` : '',
  ];
  return svgDocument(parts.join(''));
}

export function apparelPicture(kind: 'tshirt' | 'jacket' | 'trousers', draw: ShapeDraws, tone: Tones, view: ProductView): string {
  if (kind === 'trousers') {
    const shape = trouserShape(draw);
    return view === 'detail' ? trouserDetail(shape, tone) : trouserView(shape, tone, view === 'top');
  }
  const shape = topShape(draw, kind === 'jacket');
  return view === 'detail' ? topDetail(shape, tone) : topView(shape, tone, view === 'top');
}
