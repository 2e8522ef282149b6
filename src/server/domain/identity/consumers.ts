import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consumers } from '../../db/schema/identity';
import { LOCALES, type LocaleCode } from '../../../shared/i18n/sites';
import { toIsoDate } from '../../../shared/validation/dates/calendar-date';
import { dateFormatForLocale, parseDate } from '../../../shared/validation/dates/date-format';
import { joinPhoneCode, normalisePhone } from '../../../shared/validation/phone/normalise-phone';
import { ApiError } from '../../http/api-error';
import { randomToken } from './crypto';

export type ConsumerRow = typeof consumers.$inferSelect;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** '+14155550100' from the form's phone and dial code, or undefined when blank. */
export function normalisedPhoneOf(phone: string | undefined, phoneCode: string | undefined, locale: LocaleCode): string | undefined {
  const joined = joinPhoneCode(phoneCode, phone ?? '');
  if (joined.trim() === '') return undefined;
  return normalisePhone(joined, LOCALES[locale].country)?.international ?? joined.trim();
}

/** ISO date from the locale's display format (the form's format); undefined when blank. */
export function isoBirthDate(value: string | undefined, locale: LocaleCode): string | undefined {
  if (!value || value.trim() === '') return undefined;
  const parsed = parseDate(value, dateFormatForLocale(locale));
  return parsed ? toIsoDate(parsed) : undefined;
}

export async function findConsumerByEmail(db: Database, siteId: string, email: string): Promise<ConsumerRow | undefined> {
  const [row] = await db.select().from(consumers).where(and(eq(consumers.siteId, siteId), eq(consumers.email, normaliseEmail(email))));
  return row;
}

export async function findConsumer(db: Database, consumerId: string): Promise<ConsumerRow | undefined> {
  const [row] = await db.select().from(consumers).where(eq(consumers.id, consumerId));
  return row;
}

/** The consumer of a signed-in session, or 403 for guest and associate sessions. */
export async function requireConsumer(db: Database, consumerId: string | null): Promise<ConsumerRow> {
  if (!consumerId) throw new ApiError('AUT403');
  const row = await findConsumer(db, consumerId);
  if (!row) throw new ApiError('PRO404');
  return row;
}

export async function phoneInUse(db: Database, siteId: string, phone: string, exceptConsumerId?: string): Promise<boolean> {
  const [row] = await db.select({ id: consumers.id }).from(consumers).where(and(eq(consumers.siteId, siteId), eq(consumers.phone, phone)));
  return row !== undefined && row.id !== exceptConsumerId;
}

/** Consumer numbers: 'C' and 12 random digits-and-letters, not guessable in sequence. */
export function newConsumerNo(): string {
  return `C${randomToken(9).replace(/[-_]/g, 'X').toUpperCase()}`;
}

/** Loyalty member ids: 'M' and 10 characters. */
export function newMemberId(): string {
  return `M${randomToken(8).replace(/[-_]/g, 'Y').toUpperCase().slice(0, 10)}`;
}

/** Postgres unique violation on a named index (both drivers put the code on the error or its cause). */
export function uniqueViolationOn(error: unknown): string | undefined {
  for (let current = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return current.constraint ?? current.message ?? 'unique';
  }
  return undefined;
}

/** Whether the email has an account of the site (the enrollment lookup step). */
export async function consumerExists(db: Database, siteId: string, email: string): Promise<boolean> {
  const [row] = await db.select({ id: consumers.id }).from(consumers).where(and(eq(consumers.siteId, siteId), eq(consumers.email, normaliseEmail(email))));
  return row !== undefined;
}

/** Merges notification settings (back in stock, order updates, ...) into the shopper's and answers them. */
export async function updateNotificationSettings(db: Database, consumer: ConsumerRow, changes: Readonly<Record<string, boolean | string>>): Promise<ConsumerRow['notifications']> {
  const notifications = { ...consumer.notifications, ...changes };
  await db.update(consumers).set({ notifications }).where(eq(consumers.id, consumer.id));
  return notifications;
}
