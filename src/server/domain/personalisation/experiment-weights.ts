/** The arm every experiment has: what shoppers see without a decision (the experience block's `baselines`). */
export const BASELINE = 'baseline';

export interface WeightedExperience {
  readonly experienceId: string;
  readonly variants: ReadonlyArray<{ readonly variantId: string; readonly name: string; readonly weight?: number | undefined }>;
}

export interface Arm {
  readonly variantId: string;
  readonly label: string;
  /** Share of visitors, 0..1; the arms of an experiment add up to 1. */
  readonly weight: number;
}

/**
 * The arms of an experiment with their traffic shares: the baseline first, then the variants in
 * the block's order. A variant's `weight` is a percent; the baseline and the variants without one
 * share what the set weights leave equally (no weight at all: an equal split).
 */
export function experimentArms(experience: WeightedExperience): Arm[] {
  const set = experience.variants.reduce((sum, variant) => sum + (variant.weight ?? 0), 0);
  const unset = 1 + experience.variants.filter((variant) => variant.weight === undefined).length;
  const rest = Math.max(0, 100 - set) / unset;
  const percents = [rest, ...experience.variants.map((variant) => variant.weight ?? rest)];
  const total = percents.reduce((sum, value) => sum + value, 0);
  const arms = [{ variantId: BASELINE, label: 'Baseline' }, ...experience.variants.map((variant) => ({ variantId: variant.variantId, label: variant.name }))];
  return arms.map((arm, index) => ({ ...arm, weight: total > 0 ? percents[index]! / total : index === 0 ? 1 : 0 }));
}
