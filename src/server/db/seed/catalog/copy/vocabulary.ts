import type { ProductKind } from '../../../schema/catalog';

/** Whom a product is for, as its root category says; undefined for a unisex product. */
export type Audience = 'men' | 'women' | 'kids' | undefined;

/**
 * The words one language writes the seeded catalog with. Every list is in the English list's
 * order, so one random draw (a model, three features, rating values) reads the same in every language.
 */
export interface CopyVocabulary {
  /**
   * "Men's Zephyr Road Runner", "Chaussure de running Zephyr pour homme"; `number` is "" or " 2"
   * for the second product of a site with the same name.
   */
  productName(model: string, noun: string, audience: Audience, number: string): string;
  /** What a product of a leaf category is called, by leaf key; the category's own name otherwise. */
  readonly nouns: Readonly<Record<string, string>>;
  giftCardName(brand: string): string;
  freeGiftName(brand: string): string;
  readonly freeGiftDescription: string;
  readonly blurbs: Readonly<Record<ProductKind, string>>;
  readonly features: Readonly<Record<ProductKind, readonly string[]>>;
  /** Benefit ratings: [label, low end, high end]. */
  readonly ratings: Readonly<Partial<Record<ProductKind, ReadonlyArray<readonly [string, string, string]>>>>;
  readonly sectionTitles: Readonly<Record<'description' | 'features' | 'benefits' | 'care', string>>;
  readonly care: string;
  readonly digitalCare: string;
  modelMeasurements(heightCm: number, size: string): string;
}
