import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { storeEmployees } from './catalog';

/** Spending figures of athlete, employee and prosumer profiles (minor units). */
export interface SpendJson {
  currentSpend: number;
  annualCredit?: number;
  annualCap?: number;
}

export interface ConsumerSourceJson {
  store?: string;
  acquisitionType?: string;
  campaignName?: string;
}

/** A registered shopper of one site; email is stored lower-cased. */
export const consumers = pgTable(
  'consumers',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    consumerType: text('consumer_type').notNull().default('REGISTERED'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Normalised international form, '+14155550100'. */
    phone: text('phone'),
    postalCode: text('postal_code'),
    /** ISO YYYY-MM-DD. */
    birthDate: text('birth_date'),
    gender: text('gender'),
    interests: text('interests'),
    preferredShoeSize: text('preferred_shoe_size'),
    memberId: text('member_id'),
    isLoyaltyMember: boolean('is_loyalty_member').notNull().default(false),
    loyaltyOptInDate: timestamp('loyalty_opt_in_date', { withTimezone: true, mode: 'string' }),
    /** Active (spendable) points: the guarded balance, changed only by conditional updates (docs "Loyalty"). */
    loyaltyPoints: integer('loyalty_points').notNull().default(0),
    /** The member id of whoever referred this member (loyalty token call), set once. */
    loyaltyReferredBy: text('loyalty_referred_by'),
    source: jsonb('source').$type<ConsumerSourceJson>(),
    leadSource: text('lead_source'),
    athlete: jsonb('athlete').$type<SpendJson>(),
    employee: jsonb('employee').$type<SpendJson>(),
    prosumer: jsonb('prosumer').$type<SpendJson>(),
    identities: jsonb('identities').$type<Array<{ type: 'WRANX' | 'IPA' }>>().notNull().default([]),
    isEmployeeDiscountTCAccepted: boolean('is_employee_discount_tc_accepted').notNull().default(false),
    isTemporaryPassword: boolean('is_temporary_password').notNull().default(false),
    notifications: jsonb('notifications').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consumers_site_email_idx').on(t.siteId, t.email),
    uniqueIndex('consumers_site_phone_idx').on(t.siteId, t.phone).where(sql`${t.phone} is not null`),
    uniqueIndex('consumers_member_id_idx').on(t.siteId, t.memberId).where(sql`${t.memberId} is not null`),
    check('consumers_loyalty_points_non_negative', sql`${t.loyaltyPoints} >= 0`),
  ],
);

export const consumerAddresses = pgTable(
  'consumer_addresses',
  {
    id: text('id').primaryKey(),
    consumerId: text('consumer_id').notNull().references(() => consumers.id, { onDelete: 'cascade' }),
    /** S shipping, B billing. */
    approachType: text('approach_type').notNull(),
    main: boolean('main').notNull().default(false),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('consumer_addresses_consumer_idx').on(t.consumerId, t.approachType)],
);

export const consumerSubscriptions = pgTable(
  'consumer_subscriptions',
  {
    consumerId: text('consumer_id').notNull().references(() => consumers.id, { onDelete: 'cascade' }),
    /** Newsletter or LoyaltyNewsletter. */
    type: text('type').notNull(),
    /** email or sms. */
    channel: text('channel').notNull(),
    optin: boolean('optin').notNull(),
    doubleOptin: boolean('double_optin').notNull().default(false),
    recipient: text('recipient').notNull(),
    category: text('category'),
    country: text('country').notNull(),
    region: text('region').notNull(),
    optinDate: timestamp('optin_date', { withTimezone: true, mode: 'string' }),
    optoutDate: timestamp('optout_date', { withTimezone: true, mode: 'string' }),
  },
  (t) => [uniqueIndex('consumer_subscriptions_key_idx').on(t.consumerId, t.type, t.channel)],
);

/** One signed-in (or guest) session; its refresh tokens form one family, revoked together. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    usid: text('usid').notNull(),
    siteId: text('site_id').notNull(),
    consumerType: text('consumer_type').notNull(),
    consumerId: text('consumer_id').references(() => consumers.id, { onDelete: 'cascade' }),
    storeId: text('store_id'),
    storeEmployeeId: text('store_employee_id'),
    guestObjects: jsonb('guest_objects').$type<{ basketId?: string; favoriteId?: string; saveForLaterId?: string }>(),
    orderNo: text('order_no'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('auth_sessions_consumer_idx').on(t.consumerId)],
);

/** Access and refresh tokens, stored as SHA-256 hashes only. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id').notNull().references(() => authSessions.id, { onDelete: 'cascade' }),
    /** 'agent': an in-store associate's only token (no refresh; see createAgentSession). */
    kind: text('kind').$type<'access' | 'refresh' | 'agent'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** A refresh token is used once (rotation); a second use revokes the family. */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('auth_tokens_session_idx').on(t.sessionId)],
);

/** Single-use PKCE authorization codes (hash only), bound to a S256 challenge. */
export const authCodes = pgTable('auth_codes', {
  codeHash: text('code_hash').primaryKey(),
  consumerId: text('consumer_id').notNull().references(() => consumers.id, { onDelete: 'cascade' }),
  siteId: text('site_id').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'string' }),
  sessionId: text('session_id'),
});

/** Failed sign-in counters (per account+client, per client, per account). */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'string' }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
});

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  consumerId: text('consumer_id').notNull().references(() => consumers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
});

/** Store employees' sign-in secrets for associate mode. */
export const employeeCredentials = pgTable('employee_credentials', {
  employeeId: text('employee_id').primaryKey().references(() => storeEmployees.employeeId, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
});

export const contactRequests = pgTable('contact_requests', {
  id: text('id').primaryKey(),
  siteId: text('site_id').notNull(),
  consumerId: text('consumer_id'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * Newsletter sign-ups from the newsletter block (spec §4, §6: guests may subscribe). One row per
 * site and email; signed-in shoppers subscribing their own email get a consumer subscription instead.
 */
export const newsletterSignups = pgTable(
  'newsletter_signups',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    country: text('country').notNull(),
    region: text('region').notNull(),
    /** Where the form was (the block's source, e.g. 'footer'), when it says. */
    source: text('source'),
    optin: boolean('optin').notNull().default(true),
    optinDate: timestamp('optin_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_signups_site_email_idx').on(t.siteId, t.email)],
);
