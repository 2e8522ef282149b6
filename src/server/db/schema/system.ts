import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seed data set has been loaded, so a restart never seeds twice. */
export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
