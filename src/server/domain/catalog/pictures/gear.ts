/** Tents, packs, sleeping bags and gift cards: a main view, a second view and a close-up, shaped per model. */
import type { ProductKind } from '../../../db/schema/catalog';
import { n, svgDocument, type ProductView, type ShapeDraws, type Tones } from './draw';

function tent(draw: ShapeDraws, tone: Tones, view: ProductView): string {
  const style = draw.pick(['dome', 'tunnel', 'ridge'] as const);
  const height = draw.int(250, 360);
  const width = draw.int(440, 560);
  const fly = draw.chance(0.5);
  const doorLeft = draw.chance(0.5);
  const left = 400 - width / 2;
  const right = 400 + width / 2;
  const ground = 600;
  const topY = ground - height;
  if (view === 'top') {
    const poles = style === 'tunnel'
      ? [0.25, 0.5, 0.75].map((t) => `<path d="M${n(left + t * width)} 250V550" stroke="${tone.line}" stroke-width="8"/>`).join('')
      : `<path d="M${left} 260L${right} 540M${left} 540L${right} 260" stroke="${tone.line}" stroke-width="8"/>`;
    return svgDocument(
      `<path d="M${left - 90} 400L${left} 280V520Z" fill="${tone.dark}" stroke="${tone.line}" stroke-width="5"/><path d="M${right + 90} 400L${right} 280V520Z" fill="${tone.dark}" stroke="${tone.line}" stroke-width="5"/>` +
        `<rect x="${left}" y="250" width="${width}" height="300" rx="${style === 'dome' ? 60 : 16}" fill="${tone.base}" stroke="${tone.line}" stroke-width="6"/>${poles}` +
        (fly ? `<rect x="${left + 40}" y="290" width="${width - 80}" height="220" rx="40" fill="${tone.contrast}" fill-opacity=".25"/>` : ''),
    );
  }
  if (view === 'detail') {
    return svgDocument(
      `<rect width="800" height="800" fill="${tone.base}"/><path d="M${doorLeft ? 120 : 200} 800C${doorLeft ? 120 : 200} 200 600 200 600 800" fill="${tone.dark}" stroke="#8a8a8a" stroke-width="18" stroke-dasharray="5 5"/>` +
        `<rect x="${doorLeft ? 140 : 570}" y="420" width="34" height="90" rx="10" fill="#9a9a9a" stroke="#555" stroke-width="5"/>` +
        `<path d="M600 200L780 60" stroke="${tone.contrast}" stroke-width="10"/><rect x="640" y="150" width="50" height="26" rx="6" transform="rotate(-38 665 163)" fill="#555"/>` +
        (fly ? `<path d="M0 0H800V120C560 200 240 200 0 120Z" fill="${tone.contrast}" fill-opacity=".3"/>` : ''),
    );
  }
  const shell =
    style === 'dome' ? `M${left} ${ground}C${left} ${topY - 40} ${right} ${topY - 40} ${right} ${ground}Z`
    : style === 'tunnel' ? `M${left} ${ground}C${left} ${topY + 60} ${left + width * 0.3} ${topY} 400 ${topY}C${right - width * 0.2} ${topY} ${right} ${topY + 120} ${right} ${ground}Z`
    : `M${left} ${ground}L400 ${topY}L${right} ${ground}Z`;
  const doorX = doorLeft ? 400 - width / 5 : 400 + width / 5;
  const parts = [
    `<path d="${shell}" fill="${tone.base}" stroke="${tone.line}" stroke-width="6"/>`,
    fly ? `<path d="${shell}" fill="${tone.contrast}" fill-opacity=".18" transform="translate(400 ${ground}) scale(.6 .45) translate(-400 -${ground})"/>` : '',
    `<path d="M${n(doorX - 90)} ${ground}C${n(doorX - 80)} ${n(ground - height * 0.7)} ${n(doorX + 80)} ${n(ground - height * 0.7)} ${n(doorX + 90)} ${ground}Z" fill="${tone.dark}" stroke="${tone.line}" stroke-width="4"/>`,
    `<path d="M${n(doorX)} ${n(ground - height * 0.52)}V${ground}" stroke="#8a8a8a" stroke-width="5"/>`,
    style !== 'ridge' ? `<path d="M${left + 30} ${ground}C${left + 40} ${topY - 10} ${right - 40} ${topY - 10} ${right - 30} ${ground}" stroke="${tone.line}" stroke-width="4" fill="none" stroke-opacity=".5"/>` : '',
    `<path d="M${left + 20} ${ground - height * 0.4}L${left - 80} ${ground}M${right - 20} ${ground - height * 0.4}L${right + 80} ${ground}" stroke="${tone.contrast === '#2b2b2b' ? '#555' : '#777'}" stroke-width="4"/>`,
  ];
  return svgDocument(parts.join(''), { cx: 400, cy: ground + 6, rx: width / 2 + 110 });
}

function backpack(draw: ShapeDraws, tone: Tones, view: ProductView): string {
  const tall = draw.int(0, 80);
  const lid = draw.chance(0.5);
  const pocket = draw.pick(['rect', 'round', 'mesh'] as const);
  const daisy = draw.chance(0.5);
  const sidePocket = draw.chance(0.6);
  const strapTone = draw.chance(0.5) ? tone.dark : '#3a3a3a';
  const top = 170 - tall;
  if (view === 'detail') {
    return svgDocument(
      `<rect width="800" height="800" fill="${tone.base}"/><rect x="290" width="220" height="800" fill="${strapTone}"/>` +
        `<path d="M290 0V800M510 0V800" stroke="${tone.contrast}" stroke-width="4" stroke-dasharray="14 10"/>` +
        `<rect x="250" y="300" width="300" height="200" rx="40" fill="#2f2f2f"/><rect x="300" y="340" width="200" height="120" rx="20" fill="#4a4a4a"/>` +
        (pocket === 'mesh' ? `<pattern id="h" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="6" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="3"/></pattern><rect x="560" width="240" height="800" fill="url(#h)"/>` : ''),
    );
  }
  const body = `M260 ${top + 60}C260 ${top} 540 ${top} 540 ${top + 60}L560 600C560 640 240 640 240 600Z`;
  const parts: string[] = [];
  if (view === 'top') {
    // The back: padded panel, shoulder straps and hip belt.
    parts.push(
      `<path d="${body}" fill="${tone.dark}" stroke="${tone.line}" stroke-width="6"/>`,
      `<rect x="290" y="${top + 60}" width="220" height="${480 - top}" rx="40" fill="#4a4a4a"/>`,
      `<path d="M320 ${top + 40}C300 300 300 420 330 520M480 ${top + 40}C500 300 500 420 470 520" stroke="${strapTone}" stroke-width="44" fill="none"/>`,
      `<path d="M180 520C300 560 500 560 620 520" stroke="${strapTone}" stroke-width="56" fill="none"/>`,
    );
  } else {
    parts.push(
      sidePocket ? `<rect x="212" y="400" width="60" height="190" rx="20" fill="${tone.dark}" stroke="${tone.line}" stroke-width="5"/><rect x="528" y="400" width="60" height="190" rx="20" fill="${tone.dark}" stroke="${tone.line}" stroke-width="5"/>` : '',
      `<path d="${body}" fill="${tone.base}" stroke="${tone.line}" stroke-width="6"/>`,
      lid ? `<path d="M250 ${top + 70}C250 ${top - 10} 550 ${top - 10} 550 ${top + 70}L540 ${top + 150}L260 ${top + 150}Z" fill="${tone.dark}" stroke="${tone.line}" stroke-width="5"/>` : `<path d="M270 ${top + 90}C300 ${top + 30} 500 ${top + 30} 530 ${top + 90}" stroke="#8a8a8a" stroke-width="8" fill="none"/>`,
      pocket === 'rect' ? `<rect x="300" y="380" width="200" height="180" rx="24" fill="${tone.dark}" stroke="${tone.line}" stroke-width="5"/>`
      : pocket === 'round' ? `<path d="M290 560C290 400 510 400 510 560Z" fill="${tone.dark}" stroke="${tone.line}" stroke-width="5"/>`
      : `<pattern id="h" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="6" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="3"/></pattern><rect x="300" y="360" width="200" height="210" rx="30" fill="url(#h)" stroke="${tone.line}" stroke-width="5"/>`,
      `<path d="M250 ${top + 210}H550M245 ${top + 300}H555" stroke="${strapTone}" stroke-width="16"/>`,
      daisy ? Array.from({ length: 4 }, (_, i) => `<rect x="388" y="${top + 170 + i * 34}" width="24" height="24" rx="4" fill="none" stroke="${strapTone}" stroke-width="6"/>`).join('') : '',
      `<path d="M360 ${top + 8}C360 ${top - 50} 440 ${top - 50} 440 ${top + 8}" stroke="${strapTone}" stroke-width="14" fill="none"/>`,
    );
  }
  return svgDocument(parts.join(''), { cx: 400, cy: 640, rx: 220 });
}

function sleepingBag(draw: ShapeDraws, tone: Tones, view: ProductView): string {
  const mummy = draw.chance(0.6);
  const baffles = draw.int(5, 9);
  const zipRight = draw.chance(0.5);
  if (view === 'top') {
    // Packed in its stuff sack.
    const w = draw.int(150, 210);
    return svgDocument(
      `<rect x="${400 - w}" y="300" width="${2 * w}" height="290" rx="40" fill="${tone.base}" stroke="${tone.line}" stroke-width="6"/>` +
        `<ellipse cx="400" cy="300" rx="${w}" ry="46" fill="${tone.dark}" stroke="${tone.line}" stroke-width="6"/>` +
        [380, 440, 500].map((y) => `<path d="M${400 - w} ${y}C${400 - w / 2} ${y + 30} ${400 + w / 2} ${y + 30} ${400 + w} ${y}" stroke="#3a3a3a" stroke-width="10" fill="none"/>`).join('') +
        `<path d="M400 300C390 240 420 220 440 200" stroke="${tone.contrast}" stroke-width="8" fill="none"/><circle cx="444" cy="196" r="14" fill="#8a8a8a"/>`,
      { cx: 400, cy: 596, rx: w + 40 },
    );
  }
  if (view === 'detail') {
    return svgDocument(
      `<rect width="800" height="800" fill="${tone.base}"/>` +
        Array.from({ length: 5 }, (_, i) => `<path d="M0 ${80 + i * 170}C200 ${120 + i * 170} 600 ${120 + i * 170} 800 ${80 + i * 170}" stroke="${tone.dark}" stroke-width="12" fill="none"/>`).join('') +
        `<path d="M${zipRight ? 620 : 180} 0V800" stroke="#8a8a8a" stroke-width="24" stroke-dasharray="6 6"/><rect x="${zipRight ? 600 : 160}" y="360" width="40" height="100" rx="12" fill="#9a9a9a" stroke="#555" stroke-width="5"/>`,
    );
  }
  const outline = mummy
    ? 'M330 110C480 90 560 160 540 300L490 660C480 700 320 700 310 660L260 300C250 190 270 120 330 110Z'
    : 'M250 110H550V660C550 690 250 690 250 660Z';
  const lines = Array.from({ length: baffles }, (_, i) => {
    const y = 250 + (i * 420) / baffles;
    return `<path d="M250 ${n(y)}C350 ${n(y + 24)} 450 ${n(y + 24)} 550 ${n(y)}" stroke="${tone.dark}" stroke-width="8" fill="none"/>`;
  }).join('');
  return svgDocument(
    `<clipPath id="b"><path d="${outline}"/></clipPath><path d="${outline}" fill="${tone.base}" stroke="${tone.line}" stroke-width="6"/>` +
      `<g clip-path="url(#b)">${lines}<ellipse cx="400" cy="200" rx="${mummy ? 80 : 120}" ry="62" fill="${tone.dark}"/><ellipse cx="400" cy="205" rx="${mummy ? 50 : 90}" ry="36" fill="#3a3a3a"/></g>` +
      `<path d="M${zipRight ? 520 : 280} 250V680" stroke="#8a8a8a" stroke-width="8"/>`,
    { cx: 400, cy: 690, rx: 200 },
  );
}

function giftCard(draw: ShapeDraws, tone: Tones, view: ProductView): string {
  const stripes = draw.int(1, 3);
  const tilt = draw.int(-3, 3) * 0.08;
  const at = draw.int(40, 60) / 100;
  const card = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" fill="${tone.base}" stroke="${tone.line}" stroke-width="5"/>` +
    Array.from({ length: stripes }, (_, i) => `<path d="M${n(x + w * (at + tilt) + i * 40)} ${y}L${n(x + w * (at - tilt) + i * 40)} ${y + h}" stroke="${tone.contrast}" stroke-width="18" stroke-opacity=".6"/>`).join('') +
    `<rect x="${x + 40}" y="${y + h - 90}" width="${w * 0.35}" height="24" rx="8" fill="${tone.contrast}" fill-opacity=".8"/>`;
  if (view === 'top') return svgDocument(`<rect x="150" y="330" width="500" height="300" rx="16" fill="#fafaf8" stroke="#999" stroke-width="4"/>${card(200, 200, 400, 250)}<path d="M150 330L400 500L650 330" fill="#f4f4f1" stroke="#999" stroke-width="4"/>`, { cx: 400, cy: 640, rx: 260 });
  if (view === 'detail') return svgDocument(`${card(-100, 120, 900, 560)}<path d="M520 120V680M-100 420H800" stroke="${tone.contrast}" stroke-width="34"/><circle cx="520" cy="420" r="40" fill="${tone.contrast}"/>`);
  return svgDocument(card(140, 230, 520, 330), { cx: 400, cy: 586, rx: 260 });
}

export function gearPicture(kind: Exclude<ProductKind, 'shoe' | 'boot' | 'sandal' | 'tshirt' | 'jacket' | 'trousers'>, draw: ShapeDraws, tone: Tones, view: ProductView): string {
  switch (kind) {
    case 'tent':
      return tent(draw, tone, view);
    case 'backpack':
      return backpack(draw, tone, view);
    case 'sleepingbag':
      return sleepingBag(draw, tone, view);
    case 'giftcard':
      return giftCard(draw, tone, view);
  }
}
