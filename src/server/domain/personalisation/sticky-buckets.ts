import { and, eq, sql } from 'drizzle-orm';
import type { StickyAssignmentsDocument } from '@growthbook/growthbook';
import type { Database } from '../../db/client';
import { experimentStickyBuckets } from '../../db/schema/experiments';
import { assignVariants, stickyKeyOf, type Assignment } from './assignment';
import type { WeightedExperience } from './experiment-weights';

async function loadStickyBuckets(db: Database, siteId: string, visitorId: string): Promise<StickyAssignmentsDocument | null> {
  const [row] = await db.select({ assignments: experimentStickyBuckets.assignments }).from(experimentStickyBuckets)
    .where(and(eq(experimentStickyBuckets.siteId, siteId), eq(experimentStickyBuckets.attributeKey, stickyKeyOf(visitorId))));
  return row ? { attributeName: 'id', attributeValue: visitorId, assignments: row.assignments } : null;
}

/**
 * A visitor's arms with GrowthBook's sticky buckets kept in the database (one row per site and
 * visitor, so every API process sees them): the decide call (`save`) stores a first assignment;
 * the collector only reads, to check an impression against the arm the visitor was given. A
 * concurrent first decide of one visitor adds its assignments to the row's (jsonb merge).
 */
export async function assignWithStickyBuckets(db: Database, siteId: string, visitorId: string, experiences: readonly WeightedExperience[], options: { save: boolean }): Promise<Assignment[]> {
  if (experiences.length === 0) return [];
  let toSave: StickyAssignmentsDocument | undefined;
  const assignments = assignVariants(visitorId, experiences, { doc: await loadStickyBuckets(db, siteId, visitorId), save: (doc) => (toSave = doc) });
  if (options.save && toSave) {
    await db.insert(experimentStickyBuckets).values({ siteId, attributeKey: stickyKeyOf(visitorId), assignments: toSave.assignments })
      .onConflictDoUpdate({
        target: [experimentStickyBuckets.siteId, experimentStickyBuckets.attributeKey],
        set: { assignments: sql`${experimentStickyBuckets.assignments} || excluded.assignments`, updatedAt: sql`now()` },
      });
  }
  return assignments;
}

/**
 * Consent withdrawn (a visitor cookie arrived without it): the arms kept for that visitor are
 * deleted, so nothing assigned under the consent outlives it. Events already counted stay in the
 * experiments' totals (they were recorded with consent).
 */
export async function forgetStickyBuckets(db: Database, siteId: string, visitorId: string): Promise<void> {
  await db.delete(experimentStickyBuckets)
    .where(and(eq(experimentStickyBuckets.siteId, siteId), eq(experimentStickyBuckets.attributeKey, stickyKeyOf(visitorId))));
}
