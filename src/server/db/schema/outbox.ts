import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages waiting for a sender (transactional outbox): mail from identity (password reset,
 * welcome, contact us) and shopper notifications (back in stock), written in the same
 * transaction as the change that causes them; a relay sends them and sets sentAt.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    /** Null for messages that belong to no site. */
    siteId: text('site_id'),
    recipient: text('recipient').notNull(),
    /** What kind of message: reset-password, welcome, contact-us, back-in-stock, ... */
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('outbox_unsent_idx').on(t.sentAt, t.createdAt)],
);
