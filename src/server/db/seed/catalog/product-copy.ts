import type { ProductDetailsJson, ProductKind } from '../../schema/catalog';
import type { LeafCategory } from './build-categories';
import type { SeedRandom } from './random';

const MODELS = [
  'Velocity', 'Cloudstep', 'Tempo', 'Pacer', 'Stratus', 'Flux', 'Ridge', 'Terra', 'Drift', 'Apex',
  'Nimbus', 'Glide', 'Vector', 'Swift', 'Canyon', 'Harbor', 'Metro', 'Aero', 'Pulse', 'Boulder',
  'Cascade', 'Fjord', 'Juniper', 'Meridian', 'Solstice', 'Tundra', 'Willow', 'Zephyr', 'Aspen', 'Granite',
];

/** What a product of a leaf category is called, e.g. "Trail Runner". */
const NOUNS: Record<string, string> = {
  'road-running': 'Road Runner', 'trail-running': 'Trail Runner', 'hiking-boots': 'Mid Hiker',
  'hiking-shoes': 'Low Hiker', sneakers: 'Court Sneaker', 'winter-boots': 'Snow Boot',
  'sport-sandals': 'Sport Sandal', slides: 'Slide', 't-shirts': 'Tee', shirts: 'Oxford Shirt',
  sweatshirts: 'Crew Sweatshirt', trousers: 'Chino', jeans: 'Jean', shorts: 'Short', jackets: 'Jacket',
  coats: 'Overcoat', 'backpacking-tents': 'Backpacking Tent', 'family-tents': 'Family Tent',
  'sleeping-bags': 'Sleeping Bag', daypacks: 'Daypack', 'trekking-packs': 'Trekking Pack', duffels: 'Duffel',
  'rain-jackets': 'Rain Jacket', 'insulated-jackets': 'Insulated Jacket', 'base-layer-tops': 'Base Layer Top',
  'hiking-trousers': 'Hiking Trouser',
};

const GENDER_PREFIX: Record<string, string> = { men: "Men's ", women: "Women's ", kids: "Kids' " };

/** The name without its gender prefix, for a product listed under both men and women. */
export function unisexName(name: string): string {
  const prefix = Object.values(GENDER_PREFIX).find((candidate) => name.startsWith(candidate));
  return prefix ? name.slice(prefix.length) : name;
}

export function productName(leaf: LeafCategory, random: SeedRandom, generation: number): string {
  const noun = NOUNS[leaf.key] ?? leaf.nameEn;
  const suffix = generation > 1 ? ` ${generation}` : '';
  return `${GENDER_PREFIX[leaf.rootKey] ?? ''}${random.pick(MODELS)} ${noun}${suffix}`;
}

const BLURBS: Record<ProductKind, string> = {
  shoe: 'A responsive, breathable shoe with a grippy outsole, made for long days on your feet.',
  boot: 'A supportive boot with a waterproof membrane and a lugged outsole for uneven ground.',
  sandal: 'A quick-drying sandal with a contoured footbed and adjustable straps.',
  tshirt: 'A soft, easy-care top cut for comfort, made from responsibly sourced fibres.',
  jacket: 'A versatile layer that blocks wind and sheds light rain, with secure zip pockets.',
  trousers: 'Durable trousers with a little stretch, articulated knees and a comfortable waist.',
  tent: 'A freestanding tent that pitches in minutes, with two doors and generous vestibules.',
  backpack: 'A carry-everything pack with a ventilated back panel and padded hip belt.',
  sleepingbag: 'A warm, packable sleeping bag with a draft collar and a two-way zip.',
  giftcard: 'A digital gift card delivered by email, redeemable online for anything in the store.',
};

const FEATURES: Record<ProductKind, string[]> = {
  shoe: ['Recycled mesh upper', 'Foam midsole for cushioning', 'Rubber outsole with multi-directional lugs', 'Padded collar and tongue', 'Removable insole'],
  boot: ['Waterproof, breathable membrane', 'Leather and textile upper', 'Protective toe cap', 'Speed-lace hooks', 'Insulated lining'],
  sandal: ['Quick-drying webbing straps', 'Contoured EVA footbed', 'Non-marking outsole', 'Hook-and-loop closure'],
  tshirt: ['Organic cotton jersey', 'Flatlock seams', 'Tagless neck label', 'Odour control finish'],
  jacket: ['Water-repellent finish', 'Adjustable hood', 'Two zip hand pockets', 'Packs into its own pocket', 'Elastic cuffs'],
  trousers: ['Stretch twill fabric', 'Articulated knees', 'Zip back pocket', 'Gusseted crotch'],
  tent: ['Two doors, two vestibules', 'Colour-coded poles', 'Fully taped seams', 'Mesh inner for ventilation'],
  backpack: ['Ventilated back panel', 'Hydration sleeve', 'Rain cover included', 'Load lifters and hip belt pockets'],
  sleepingbag: ['Recycled synthetic insulation', 'Draft collar', 'Two-way zip', 'Compression sack included'],
  giftcard: ['Delivered by email', 'Never expires', 'Redeemable online'],
};

const RATINGS: Partial<Record<ProductKind, Array<[string, string, string]>>> = {
  shoe: [['Cushioning', 'Firm', 'Plush'], ['Support', 'Neutral', 'Stable']],
  boot: [['Support', 'Flexible', 'Stable'], ['Warmth', 'Cool', 'Warm']],
  jacket: [['Warmth', 'Light', 'Warm'], ['Weather protection', 'Low', 'High']],
  tent: [['Weight', 'Light', 'Heavy'], ['Weather protection', 'Fair weather', 'Four season']],
  sleepingbag: [['Warmth', 'Summer', 'Winter']],
};

export function productDescription(kind: ProductKind): string {
  return BLURBS[kind];
}

export function productDetails(kind: ProductKind, random: SeedRandom): ProductDetailsJson {
  const sections: ProductDetailsJson['sections'] = [
    { title: 'Description', text: BLURBS[kind] },
    { title: 'Features', bullets: random.sample(FEATURES[kind], 3) },
  ];
  const ratings = RATINGS[kind];
  if (ratings) {
    sections.push({
      title: 'Benefits',
      benefitRatings: ratings.map(([label, minLabel, maxLabel]) => ({ label, maxValue: 5, value: random.int(1, 5), minLabel, maxLabel })),
    });
  }
  sections.push({ title: 'Materials & care', text: kind === 'giftcard' ? 'Digital product.' : 'Machine wash cold or wipe clean; air dry away from direct heat.' });
  return { sections };
}

export const BADGES = ['New', 'Best Seller', 'Sustainable', 'Limited Edition', 'Online Only'];
export const EYEBROWS = ['Member Exclusive', 'Just In', 'Recycled Materials', 'Waterproof', 'Lightweight'];

export function modelMeasurements(leaf: LeafCategory, random: SeedRandom): string | null {
  if (!['tshirt', 'jacket', 'trousers'].includes(leaf.kind) || leaf.rootKey === 'kids') return null;
  const height = leaf.rootKey === 'women' ? random.int(168, 178) : random.int(180, 190);
  return `Model is ${height} cm tall and wears size ${leaf.sizing === 'apparel' ? 'M' : '32'}.`;
}
