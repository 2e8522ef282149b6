import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What an in-store associate did: looked a customer up, changed a cart, adjusted a price, placed an order. */
export type AssociateAction = 'lookup' | 'cart_change' | 'price_adjustment' | 'order';

/**
 * Every associate action, append-only (spec §6 associate mode): when, in which store, by which
 * employee, for which customer, on what (basket id or order number), with a few details.
 */
export const associateAudit = pgTable(
  'associate_audit',
  {
    id: text('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    siteId: text('site_id').notNull(),
    storeId: text('store_id').notNull(),
    employeeId: text('employee_id').notNull(),
    action: text('action').$type<AssociateAction>().notNull(),
    /** The customer acted for (null for a lookup that found nobody). */
    consumerId: text('consumer_id'),
    /** The basket id or order number the action touched. */
    subject: text('subject'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('associate_audit_store_at_idx').on(t.storeId, t.at), index('associate_audit_employee_idx').on(t.employeeId, t.at)],
);
