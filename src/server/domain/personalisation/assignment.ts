import { GrowthBook } from '@growthbook/growthbook';
import { experimentArms, type Arm, type WeightedExperience } from './experiment-weights';

export interface Assignment extends Arm {
  readonly experienceId: string;
  readonly isControl: boolean;
}

/**
 * Which arm of each experiment a visitor gets, by GrowthBook's SDK evaluated in process: its
 * deterministic hash (version 2) of the visitor id and the experience id, bucketed by the block's
 * weights. The same visitor gets the same arm on every request and every API process, with no
 * state kept; stickiness is the visitor id's (the monetateId cookie). Changing an experiment's
 * weights moves only the visitors whose bucket changes range.
 */
export function assignVariants(visitorId: string, experiences: readonly WeightedExperience[]): Assignment[] {
  const growthbook = new GrowthBook({ attributes: { id: visitorId }, enableDevMode: false });
  try {
    return experiences.flatMap((experience) => {
      const arms = experimentArms(experience);
      if (arms.length < 2) return [];
      const result = growthbook.run({
        key: experience.experienceId,
        variations: arms.map((arm) => arm.variantId) as [string, string, ...string[]],
        weights: arms.map((arm) => arm.weight),
        hashAttribute: 'id',
        hashVersion: 2,
        coverage: 1,
      });
      const arm = arms[result.inExperiment ? result.variationId : 0] ?? arms[0]!;
      return [{ ...arm, experienceId: experience.experienceId, isControl: arm === arms[0] }];
    });
  } finally {
    growthbook.destroy();
  }
}
