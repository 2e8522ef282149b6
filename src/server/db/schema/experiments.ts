import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Experiment events from the browser's collector calls (POST /engine/v1/events/{brand}): an
 * impression of a visitor's arm, and conversions attributed to the arms the visitor saw before.
 * One row per site, experiment, visitor, kind and key (the order number for an order, '' else),
 * so a repeated impression or a resent batch counts once. Only ever written with targeting consent
 * (the visitor is the monetateId cookie, which exists only then).
 */
export const experimentEvents = pgTable(
  'experiment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: text('site_id').notNull(),
    experienceId: text('experience_id').notNull(),
    variantId: text('variant_id').notNull(),
    monetateId: text('monetate_id').notNull(),
    /** impression, addToCart or order. */
    kind: text('kind').notNull(),
    eventKey: text('event_key').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('experiment_events_once_idx').on(t.siteId, t.experienceId, t.monetateId, t.kind, t.eventKey),
    index('experiment_events_visitor_idx').on(t.siteId, t.monetateId),
  ],
);

/**
 * GrowthBook's sticky buckets (issue 14): per site and visitor (`id||{monetateId}`), the arm each
 * experiment gave, by experiment key and bucket version, so a visitor keeps it when editors change
 * the weights. Written by the decide call only, which only names a visitor with targeting consent.
 */
export const experimentStickyBuckets = pgTable(
  'experiment_sticky_buckets',
  {
    siteId: text('site_id').notNull(),
    attributeKey: text('attribute_key').notNull(),
    assignments: jsonb('assignments').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.attributeKey] })],
);
