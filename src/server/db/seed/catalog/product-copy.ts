import type { ProductCopyJson, ProductDetailsJson, ProductKind, ProductTranslations } from '../../schema/catalog';
import type { LeafCategory } from './build-categories';
import { de } from './copy/de';
import { en } from './copy/en';
import { fr } from './copy/fr';
import { it } from './copy/it';
import type { Audience, CopyVocabulary } from './copy/vocabulary';
import type { SeedRandom } from './random';

/** The seeded catalog's languages; English is the product row's own columns. */
export const COPY_VOCABULARIES = { en, fr, de, it } as const satisfies Record<string, CopyVocabulary>;
type CopyLanguage = keyof typeof COPY_VOCABULARIES;
const TRANSLATED: ReadonlyArray<Exclude<CopyLanguage, 'en'>> = ['fr', 'de', 'it'];

const MODELS = [
  'Velocity', 'Cloudstep', 'Tempo', 'Pacer', 'Stratus', 'Flux', 'Ridge', 'Terra', 'Drift', 'Apex',
  'Nimbus', 'Glide', 'Vector', 'Swift', 'Canyon', 'Harbor', 'Metro', 'Aero', 'Pulse', 'Boulder',
  'Cascade', 'Fjord', 'Juniper', 'Meridian', 'Solstice', 'Tundra', 'Willow', 'Zephyr', 'Aspen', 'Granite',
];

/**
 * What a product's copy is made of, drawn once from the seed's random stream and then written in
 * every language: the same model, features and ratings read "Men's Zephyr Road Runner" in English
 * and "Chaussure de running Zephyr pour homme" in French.
 */
export type CopyPlan =
  | {
      readonly role: 'regular';
      readonly leaf: LeafCategory;
      readonly model: string;
      readonly audience: Audience;
      /** 2 and up when an earlier product of the site has the same English name ("… 2"). */
      readonly repeat: number;
      readonly measurements: Measurements | null;
      readonly details: DetailDraws;
    }
  | { readonly role: 'giftcard' | 'gift'; readonly brand: string; readonly details: DetailDraws };

interface Measurements {
  readonly heightCm: number;
  readonly size: string;
}

interface DetailDraws {
  readonly kind: ProductKind;
  /** Indices into the kind's feature list (the same list order in every language). */
  readonly features: readonly number[];
  readonly ratings: readonly number[];
}

export function drawModel(random: SeedRandom): string {
  return random.pick(MODELS);
}

const AUDIENCES: ReadonlySet<string> = new Set(['men', 'women', 'kids']);

/**
 * Whom a product is for, from the root categories (men, women, kids, camping, ...) it is listed
 * under: a gender only when all of them are that gender's, so a product under Men and Women is
 * named without "Men's" or "Women's", and no "Women's …" is ever listed under Men.
 */
export function audienceOf(rootKeys: readonly string[]): Audience {
  const [first] = rootKeys;
  if (first === undefined || !AUDIENCES.has(first) || rootKeys.some((key) => key !== first)) return undefined;
  return first as Exclude<Audience, undefined>;
}

export function drawMeasurements(leaf: LeafCategory, random: SeedRandom): Measurements | null {
  if (!['tshirt', 'jacket', 'trousers'].includes(leaf.kind) || leaf.rootKey === 'kids') return null;
  const heightCm = leaf.rootKey === 'women' ? random.int(168, 178) : random.int(180, 190);
  return { heightCm, size: leaf.sizing === 'apparel' ? 'M' : '32' };
}

export function drawDetails(kind: ProductKind, random: SeedRandom): DetailDraws {
  const features = random.sample([...en.features[kind].keys()], 3);
  const ratings = (en.ratings[kind] ?? []).map(() => random.int(1, 5));
  return { kind, features, ratings };
}

function writeDetails(words: CopyVocabulary, draws: DetailDraws): ProductDetailsJson {
  const { kind } = draws;
  const titles = words.sectionTitles;
  const sections: ProductDetailsJson['sections'] = [
    { title: titles.description, text: words.blurbs[kind] },
    { title: titles.features, bullets: draws.features.map((index) => words.features[kind][index]!) },
  ];
  const ratings = words.ratings[kind];
  if (ratings) {
    sections.push({
      title: titles.benefits,
      benefitRatings: ratings.map(([label, minLabel, maxLabel], i) => ({ label, maxValue: 5, value: draws.ratings[i]!, minLabel, maxLabel })),
    });
  }
  sections.push({ title: titles.care, text: kind === 'giftcard' ? words.digitalCare : words.care });
  return { sections };
}

/** The product's copy in one language. */
export function writeCopy(words: CopyVocabulary, plan: CopyPlan): ProductCopyJson {
  const details = writeDetails(words, plan.details);
  if (plan.role !== 'regular') {
    const giftCard = plan.role === 'giftcard';
    return {
      name: giftCard ? words.giftCardName(plan.brand) : words.freeGiftName(plan.brand),
      description: giftCard ? words.blurbs.giftcard : words.freeGiftDescription,
      details,
      modelMeasurements: null,
    };
  }
  const number = plan.repeat > 1 ? ` ${plan.repeat}` : '';
  return {
    name: words.productName(plan.model, words.nouns[plan.leaf.key] ?? plan.leaf.nameEn, plan.audience, number),
    description: words.blurbs[plan.leaf.kind],
    details,
    modelMeasurements: plan.measurements ? words.modelMeasurements(plan.measurements.heightCm, plan.measurements.size) : null,
  };
}

/** English copy (the row's columns) and the translations column. */
export function writeAllCopy(plan: CopyPlan): { en: ProductCopyJson; translations: ProductTranslations } {
  const translations: ProductTranslations = {};
  for (const language of TRANSLATED) translations[language] = writeCopy(COPY_VOCABULARIES[language], plan);
  return { en: writeCopy(en, plan), translations };
}

/** A regular product's English name without a repeat number ("Men's Zephyr Road Runner"): repeats are counted on it. */
export function productName(leaf: LeafCategory, model: string, audience: Audience): string {
  return en.productName(model, en.nouns[leaf.key] ?? leaf.nameEn, audience, '');
}

export const BADGES = ['New', 'Best Seller', 'Sustainable', 'Limited Edition', 'Online Only'];
export const EYEBROWS = ['Member Exclusive', 'Just In', 'Recycled Materials', 'Waterproof', 'Lightweight'];
