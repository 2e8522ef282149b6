import { GrowthBook, StickyBucketService, type StickyAssignmentsDocument } from '@growthbook/growthbook';
import { experimentArms, type Arm, type WeightedExperience } from './experiment-weights';

export interface Assignment extends Arm {
  readonly experienceId: string;
  readonly isControl: boolean;
}

/** GrowthBook's sticky-bucket key of a visitor (its `id` attribute). */
export const stickyKeyOf = (visitorId: string): string => `id||${visitorId}`;

/**
 * The SDK's sticky-bucket store for one evaluation: the visitor's document is loaded before
 * (sticky-buckets.ts, from the database) and handed in; what the SDK saves is kept here, for the
 * caller to store after. No I/O inside the SDK's run.
 */
class OneVisitorStickyBuckets extends StickyBucketService {
  saved: StickyAssignmentsDocument | undefined;
  getAssignments(): Promise<StickyAssignmentsDocument | null> {
    return Promise.resolve(null);
  }
  saveAssignments(doc: StickyAssignmentsDocument): Promise<void> {
    this.saved = doc;
    return Promise.resolve();
  }
}

export interface StickyBuckets {
  /** The visitor's stored document, or null when it has none yet. */
  readonly doc: StickyAssignmentsDocument | null;
  /** Called with the document to store when this evaluation assigned an experiment for the first time. */
  readonly save?: (doc: StickyAssignmentsDocument) => void;
}

/**
 * Which arm of each experiment a visitor gets, by GrowthBook's SDK evaluated in process: its
 * deterministic hash (version 2) of the visitor id and the experience id, bucketed by the block's
 * weights. The same visitor gets the same arm on every request and every API process. With
 * `sticky` (GrowthBook's sticky bucketing, keyed by the visitor id), an arm once given is kept
 * even when editors change the weights later; the arm is stored by its variantId, so reordering
 * variants keeps it too, and a removed variant is assigned anew. Without it, changing the weights
 * moves the visitors whose bucket changes range.
 */
export function assignVariants(visitorId: string, experiences: readonly WeightedExperience[], sticky?: StickyBuckets): Assignment[] {
  const store = sticky ? new OneVisitorStickyBuckets() : undefined;
  const growthbook = new GrowthBook({
    attributes: { id: visitorId }, enableDevMode: false,
    ...(store ? { stickyBucketService: store, stickyBucketAssignmentDocs: sticky?.doc ? { [stickyKeyOf(visitorId)]: sticky.doc } : {} } : {}),
  });
  // The SDK hands the documents it was given to its store at once: only what the runs save counts.
  if (store) store.saved = undefined;
  try {
    const assignments = experiences.flatMap((experience) => {
      const arms = experimentArms(experience);
      if (arms.length < 2) return [];
      const result = growthbook.run({
        key: experience.experienceId,
        variations: arms.map((arm) => arm.variantId) as [string, string, ...string[]],
        weights: arms.map((arm) => arm.weight),
        meta: arms.map((arm) => ({ key: arm.variantId })),
        hashAttribute: 'id',
        hashVersion: 2,
        coverage: 1,
      });
      const arm = arms[result.inExperiment ? result.variationId : 0] ?? arms[0]!;
      return [{ ...arm, experienceId: experience.experienceId, isControl: arm === arms[0] }];
    });
    if (store?.saved) sticky?.save?.(store.saved);
    return assignments;
  } finally {
    growthbook.destroy();
  }
}
