import type { SiteInfo } from '../../../../shared/i18n/sites';
import type { ColorOption, products } from '../../schema/catalog';
import type { LeafCategory } from './build-categories';
import { audienceOf, BADGES, drawDetails, drawMeasurements, drawModel, EYEBROWS, productName, writeAllCopy } from './product-copy';
import type { SeedRandom } from './random';
import { COLOR_PALETTE, COMING_SOON_FROM, DAY_MS } from './reference';
import { optionAxes, type OptionAxes } from './variant-options';

export type ProductRow = typeof products.$inferInsert;

/** A product row plus what its variants, prices and stock are built from. */
export interface ProductPlan {
  row: ProductRow & { id: string; name: string; colors: ColorOption[] };
  leaf: LeafCategory;
  axes: OptionAxes;
  categoryIds: string[];
  role: 'regular' | 'giftcard' | 'gift';
  comingSoon: boolean;
}

export const REGULAR_PRODUCTS_PER_SITE = 110;

/** Special roles handed to a few regular products per site, in this order. */
const SPECIAL_ROLES = ['presale', 'presale', 'coming-soon', 'coming-soon', 'coming-soon', 'robis', 'robis', 'customs', 'customs'] as const;

function productId(site: SiteInfo, random: SeedRandom, used: Set<string>): string {
  for (;;) {
    const id = site.productPrefix + random.code(random.int(6, 9));
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

export function planProducts(site: SiteInfo, leaves: LeafCategory[], random: SeedRandom, usedIds: Set<string>): ProductPlan[] {
  const regularLeaves = leaves.filter((leaf) => !leaf.special);
  const counterpart = new Map(leaves.map((leaf) => [`${leaf.rootKey}/${leaf.key}`, leaf.id]));
  const names = new Map<string, number>();
  const specials = new Map<number, (typeof SPECIAL_ROLES)[number]>();
  random.sample([...Array(REGULAR_PRODUCTS_PER_SITE).keys()], SPECIAL_ROLES.length).forEach((index, i) => specials.set(index, SPECIAL_ROLES[i]!));
  let comingSoonCount = 0;

  const plans: ProductPlan[] = [];
  for (let index = 0; index < REGULAR_PRODUCTS_PER_SITE; index++) {
    const leaf = regularLeaves[index % regularLeaves.length]!;
    const id = productId(site, random, usedIds);
    const model = drawModel(random);
    // About one in ten men's and women's products is listed under both: a unisex product, named
    // without "Men's" or "Women's" (the same random draws as before, so every other product keeps its name).
    const other = leaf.rootKey === 'men' ? 'women' : leaf.rootKey === 'women' ? 'men' : undefined;
    const unisex = other !== undefined && random.chance(0.1);
    const categoryIds = [leaf.id];
    const roots = [leaf.rootKey];
    if (unisex) {
      categoryIds.push(counterpart.get(`${other}/${leaf.key}`)!);
      roots.push(other);
    }
    // The name says whom the product is for only when every category it is listed under says so.
    const audience = audienceOf(roots);
    const baseName = productName(leaf, model, audience);
    const repeat = (names.get(baseName) ?? 0) + 1;
    names.set(baseName, repeat);
    const role = specials.get(index);
    const comingSoon = role === 'coming-soon';
    const axes = optionAxes(leaf, random);
    // Drawn in the order the row's fields always were, so the seed world stays the same.
    const colors = random.sample(COLOR_PALETTE, random.int(2, 4));
    const badge = comingSoon ? 'Coming Soon' : role === 'presale' ? 'Presale' : random.chance(0.35) ? random.pick(BADGES) : null;
    const eyebrow = role === 'customs' ? 'Customizable' : random.chance(0.3) ? random.pick(EYEBROWS) : null;
    const measurements = drawMeasurements(leaf, random);
    const copy = writeAllCopy({ role: 'regular', leaf, model, audience, repeat, measurements, details: drawDetails(leaf.kind, random) });
    plans.push({
      leaf,
      axes,
      categoryIds,
      role: 'regular',
      comingSoon,
      row: {
        id,
        siteId: site.id,
        position: index,
        name: copy.en.name,
        description: copy.en.description,
        kind: leaf.kind,
        colors,
        badge,
        eyebrow,
        productType: 'physical',
        presale: role === 'presale',
        targetPublishDate: comingSoon ? new Date(COMING_SOON_FROM.getTime() + comingSoonCount++ * 45 * DAY_MS).toISOString() : null,
        isRobisOnly: role === 'robis',
        subscriptionType: null,
        customsExternalUrl: role === 'customs' ? `/customizer/${id}` : null,
        modelMeasurements: copy.en.modelMeasurements,
        details: copy.en.details,
        translations: copy.translations,
        ratingScore: comingSoon ? 0 : Math.round((3.4 + random.next() * 1.6) * 10) / 10,
        reviewsCount: comingSoon ? 0 : random.int(0, 900),
        primaryCategoryId: leaf.id,
      },
    });
  }
  plans.push(...specialProducts(site, leaves, random, usedIds));
  return plans;
}

/** One digital gift card and one free gift (price 0) per site. */
function specialProducts(site: SiteInfo, leaves: LeafCategory[], random: SeedRandom, usedIds: Set<string>): ProductPlan[] {
  return leaves
    .filter((leaf) => leaf.special)
    .map((leaf, i): ProductPlan => {
      const giftCard = leaf.special === 'giftcard';
      const id = productId(site, random, usedIds);
      const axes = optionAxes(leaf, random);
      const copy = writeAllCopy({ role: giftCard ? 'giftcard' : 'gift', brand: site.name, details: drawDetails(giftCard ? 'giftcard' : 'backpack', random) });
      return {
        leaf,
        axes,
        categoryIds: [leaf.id],
        role: giftCard ? 'giftcard' : 'gift',
        comingSoon: false,
        row: {
          id,
          siteId: site.id,
          position: REGULAR_PRODUCTS_PER_SITE + i,
          name: copy.en.name,
          description: copy.en.description,
          kind: leaf.kind,
          colors: [giftCard ? { value: '900', label: 'Gift Card', hex: site.accentColor } : COLOR_PALETTE[8]!],
          badge: giftCard ? null : 'Free Gift',
          eyebrow: null,
          productType: giftCard ? 'digital' : 'physical',
          presale: false,
          targetPublishDate: null,
          isRobisOnly: false,
          subscriptionType: null,
          customsExternalUrl: null,
          modelMeasurements: null,
          details: copy.en.details,
          translations: copy.translations,
          ratingScore: 4.8,
          reviewsCount: random.int(20, 200),
          primaryCategoryId: leaf.id,
        },
      };
    });
}
