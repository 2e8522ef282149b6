// Writes the seed's brand artwork to public/images/content/: each brand's gradient with products of
// the seeded catalog on it (the heroes show three of the brand's products, each category card two of
// its category's), drawn by the catalog's own picture renderer. Deterministic, no network.
// Run after changing a brand colour, the catalog seed or the pictures: npx tsx scripts/generate-content-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildCatalogSeed } from '../src/server/db/seed/catalog/build-seed';
import { productImageSvg } from '../src/server/domain/catalog/product-image';
import { productScene, type Placement } from '../src/server/domain/catalog/pictures/scene';

const BRANDS = { stride: ['#c2410c', '#fb923c', '#431407'], loom: ['#1d4ed8', '#60a5fa', '#172554'], summit: ['#15803d', '#4ade80', '#052e16'] } as const;
type Slot = readonly [x: number, y: number, size: number];
/** Size of each artwork and where its products stand (the text of heroes and cards sits at the bottom left). */
const LAYOUTS: Record<string, { size: readonly [number, number]; slots: readonly Slot[] }> = {
  hero: { size: [1920, 1080], slots: [[980, 150, 400], [1420, 120, 420], [1180, 420, 460]] },
  // Phones crop the sides of the mobile hero: its products stand in the middle.
  'hero-mobile': { size: [750, 1000], slots: [[110, 110, 300], [330, 300, 320]] },
  espot: { size: [800, 600], slots: [[160, 20, 520]] },
  card: { size: [800, 1000], slots: [[40, 120, 520], [240, 400, 520]] },
};

const out = new URL('../public/images/content/', import.meta.url);
mkdirSync(out, { recursive: true });
const seed = buildCatalogSeed();
const categories = new Map(seed.categories.map((category) => [category.id, category]));
const rootOf = (id: string): string => {
  const category = categories.get(id)!;
  return category.parentId ? rootOf(category.parentId) : category.id;
};

/** The first products (in seed order) of different families, from those given. */
function pick(products: typeof seed.products, count: number) {
  const chosen: typeof seed.products = [];
  for (const product of products) if (chosen.length < count && !chosen.some((other) => other.kind === product.kind)) chosen.push(product);
  for (const product of products) if (chosen.length < count && !chosen.includes(product)) chosen.push(product);
  return chosen;
}

function artwork(brand: keyof typeof BRANDS, layout: string, products: typeof seed.products, salt: number): string {
  const [accent, light, dark] = BRANDS[brand];
  const { size: [w, h], slots } = LAYOUTS[layout]!;
  const cx = ((salt * 37) % 80) + 10;
  const cy = ((salt * 53) % 60) + 20;
  const background =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${accent}"/></linearGradient>` +
    `<radialGradient id="r" cx="${cx}%" cy="${cy}%" r="60%"><stop offset="0" stop-color="${light}" stop-opacity=".85"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#r)"/>` +
    `<path d="M0 ${Math.round(h * 0.72)} C ${Math.round(w * 0.3)} ${Math.round(h * 0.6)}, ${Math.round(w * 0.6)} ${Math.round(h * 0.9)}, ${w} ${Math.round(h * 0.7)} V ${h} H 0 Z" fill="${dark}" fill-opacity=".35"/>`;
  const pictures: Placement[] = products.slice(0, slots.length).map((product, i) => {
    const [x, y, size] = slots[i]!;
    return { svg: productImageSvg(product.kind, product.id, product.colors[0]!.hex, 'side'), x, y, size };
  });
  return productScene(w, h, background, pictures);
}

for (const brand of Object.keys(BRANDS) as Array<keyof typeof BRANDS>) {
  const products = seed.products.filter((product) => product.siteId === brand && product.productType === 'physical' && !product.badge?.includes('Gift'));
  const write = (name: string, svg: string) => writeFileSync(new URL(`${brand}-${name}.svg`, out), svg);
  write('hero', artwork(brand, 'hero', pick(products, 3), 4 + brand.length));
  write('hero-mobile', artwork(brand, 'hero-mobile', pick(products.slice(3), 2), 11 + brand.length));
  write('espot', artwork(brand, 'espot', pick(products.slice(10), 1), 5 + brand.length));
  // The home page's cards are the brand's first three top-level categories (content seed: topCategories).
  const tops = seed.categories.filter((category) => category.siteId === brand && category.level === 1).sort((a, b) => a.position - b.position).slice(0, 3);
  tops.forEach((top, i) => {
    const inCategory = products.filter((product) => rootOf(product.primaryCategoryId!) === top.id);
    write(`card-${i + 1}`, artwork(brand, 'card', pick(inCategory, 2), 6 + i + brand.length));
  });
}
