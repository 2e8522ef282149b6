// Writes the seed's abstract brand artwork (small SVG gradients) to public/images/content/.
// Run once after changing a brand colour: node scripts/generate-content-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const BRANDS = { stride: ['#c2410c', '#fb923c', '#431407'], loom: ['#1d4ed8', '#60a5fa', '#172554'], summit: ['#15803d', '#4ade80', '#052e16'] };
const SIZES = { hero: [1920, 1080], 'hero-mobile': [750, 1000], espot: [800, 600], 'card-1': [800, 1000], 'card-2': [800, 1000], 'card-3': [800, 1000] };
const out = new URL('../public/images/content/', import.meta.url);
mkdirSync(out, { recursive: true });

for (const [brand, [accent, light, dark]] of Object.entries(BRANDS)) {
  for (const [name, [w, h]] of Object.entries(SIZES)) {
    const seed = name.length + brand.length;
    const cx = ((seed * 37) % 80) + 10;
    const cy = ((seed * 53) % 60) + 20;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${accent}"/></linearGradient>
<radialGradient id="r" cx="${cx}%" cy="${cy}%" r="60%"><stop offset="0" stop-color="${light}" stop-opacity=".85"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#r)"/>
<path d="M0 ${Math.round(h * 0.72)} C ${Math.round(w * 0.3)} ${Math.round(h * 0.6)}, ${Math.round(w * 0.6)} ${Math.round(h * 0.9)}, ${w} ${Math.round(h * 0.7)} V ${h} H 0 Z" fill="${dark}" fill-opacity=".35"/>
</svg>
`;
    writeFileSync(new URL(`${brand}-${name}.svg`, out), svg);
  }
}
