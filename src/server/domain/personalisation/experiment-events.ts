import { and, eq, sql } from 'drizzle-orm';
import type { ExperimentEvent } from '../../../../schemas/commerce/personalisation';
import type { Database } from '../../db/client';
import { experimentEvents } from '../../db/schema/experiments';
import { assignWithStickyBuckets } from './sticky-buckets';
import { impressionIdOf } from './decide';
import type { LiveExperience } from './live-experiences';

export interface RecordInput {
  readonly siteId: string;
  readonly monetateId: string;
  readonly events: readonly ExperimentEvent[];
  readonly experiences: readonly LiveExperience[];
}

/**
 * Keeps a visitor's batch: an impression only of the arm this visitor is assigned in a live
 * experiment (the collector recomputes it, so a client cannot report an arm it was not given),
 * with the impressionId the decide call answered; a conversion (add to cart, order) for every arm
 * the visitor has an impression of. Rows are unique per experiment, visitor, kind and key, so a
 * resent batch or a second add to cart counts once (an order counts once per order number).
 */
export async function recordExperimentEvents(db: Database, input: RecordInput): Promise<{ accepted: number; rejected: number }> {
  const { siteId, monetateId } = input;
  const assigned = new Map((await assignWithStickyBuckets(db, siteId, monetateId, input.experiences, { save: false })).map((assignment) => [assignment.experienceId, assignment.variantId]));
  let accepted = 0;
  let rejected = 0;
  const impressions = input.events.flatMap((event) => {
    if (event.type !== 'impression') return [];
    const valid = assigned.get(event.experienceId) === event.variantId && event.impressionId === impressionIdOf(monetateId, event.experienceId, event.variantId);
    if (!valid) {
      rejected += 1;
      return [];
    }
    accepted += 1;
    return [{ siteId, monetateId, experienceId: event.experienceId, variantId: event.variantId, kind: 'impression', eventKey: '' }];
  });
  if (impressions.length > 0) await db.insert(experimentEvents).values(impressions).onConflictDoNothing();

  const conversions = input.events.filter((event) => event.type !== 'impression');
  if (conversions.length > 0) {
    const seen = await db
      .selectDistinct({ experienceId: experimentEvents.experienceId, variantId: experimentEvents.variantId })
      .from(experimentEvents)
      .where(and(eq(experimentEvents.siteId, siteId), eq(experimentEvents.monetateId, monetateId), eq(experimentEvents.kind, 'impression')));
    const rows = conversions.flatMap((event) => seen.map((arm) => ({
      siteId, monetateId, ...arm, kind: event.type, eventKey: event.type === 'order' ? event.orderNo : '',
    })));
    if (rows.length > 0) await db.insert(experimentEvents).values(rows).onConflictDoNothing();
    accepted += conversions.length;
  }
  return { accepted, rejected };
}

export interface ArmCounts {
  readonly experienceId: string;
  readonly variantId: string;
  readonly visitors: number;
  readonly addToCart: number;
  readonly order: number;
}

/** Distinct visitors per experiment, arm and kind: who saw it, who added to cart, who ordered. */
export async function countExperimentEvents(db: Database, siteId: string): Promise<ArmCounts[]> {
  const rows = await db
    .select({
      experienceId: experimentEvents.experienceId, variantId: experimentEvents.variantId, kind: experimentEvents.kind,
      visitors: sql<number>`count(distinct ${experimentEvents.monetateId})::int`,
    })
    .from(experimentEvents)
    .where(eq(experimentEvents.siteId, siteId))
    .groupBy(experimentEvents.experienceId, experimentEvents.variantId, experimentEvents.kind);
  const arms = new Map<string, { experienceId: string; variantId: string; visitors: number; addToCart: number; order: number }>();
  for (const row of rows) {
    const key = `${row.experienceId}\u0000${row.variantId}`;
    const arm = arms.get(key) ?? { experienceId: row.experienceId, variantId: row.variantId, visitors: 0, addToCart: 0, order: 0 };
    const count = Number(row.visitors);
    if (row.kind === 'impression') arm.visitors = count;
    else if (row.kind === 'addToCart') arm.addToCart = count;
    else if (row.kind === 'order') arm.order = count;
    arms.set(key, arm);
  }
  return [...arms.values()];
}
