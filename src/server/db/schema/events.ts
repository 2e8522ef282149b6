import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { consumers } from './identity';

/**
 * Event registrations (spec §2 event sign-up, §3 payload, §7 POST .../event-registration). One
 * row per site, event and account: registering again for the same event updates the row. The
 * event itself is content (an event-sign-up block), so eventId is the block's id, not a key here.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    eventId: text('event_id').notNull(),
    consumerId: text('consumer_id').notNull().references(() => consumers.id, { onDelete: 'cascade' }),
    /** The account's email when registering (lower-cased). */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender'),
    /** Normalised international form, as on the profile. */
    phone: text('phone'),
    /** Joined list of YYYY-MM-DD days, sorted. */
    attendingDays: text('attending_days').notNull(),
    /** The guest's name, or null. */
    plusOne: text('plus_one'),
    locale: text('locale').notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** The payload's registrationTimestamp (the browser's clock). */
    registrationTimestamp: timestamp('registration_timestamp', { withTimezone: true, mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  // Also serves the per-event lists (site and event are its leading columns).
  (t) => [uniqueIndex('event_registrations_site_event_consumer_idx').on(t.siteId, t.eventId, t.consumerId)],
);

export type EventRegistrationRow = typeof eventRegistrations.$inferSelect;
