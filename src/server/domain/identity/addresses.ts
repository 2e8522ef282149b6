import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consumerAddresses, consumers } from '../../db/schema/identity';
import type { AddressInputBody, ConsumerAddress } from '../../../../schemas/commerce/consumer';
import type { LocaleCode } from '../../../shared/i18n/sites';
import { normalisePhone, joinPhoneCode } from '../../../shared/validation/phone/normalise-phone';
import type { AddressRuleOverrides } from '../../../shared/validation/forms/address';
import { addressSchema } from '../../../shared/validation/zod/forms';
import { ApiError } from '../../http/api-error';
import { parseForm } from './form-validation';

type AddressRow = typeof consumerAddresses.$inferSelect;

export function addressView(row: AddressRow): ConsumerAddress {
  return { addressId: row.id, approachType: row.approachType as 'S' | 'B', main: row.main, ...row.fields, countryCode: row.fields.country };
}

export async function listAddresses(db: Database, consumerId: string): Promise<ConsumerAddress[]> {
  const rows = await db.select().from(consumerAddresses).where(eq(consumerAddresses.consumerId, consumerId)).orderBy(asc(consumerAddresses.createdAt), asc(consumerAddresses.id));
  return rows.map(addressView);
}

/**
 * Validates with the same rules the address form runs (defaults of §5 for the country); checkout's addresses use it too
 * (an express wallet's contact with the rule its own §5 rules change, e.g. the Apple Pay city length).
 */
export function validatedFields(body: AddressInputBody, locale: LocaleCode, overrides: AddressRuleOverrides = {}): Record<string, string> {
  const country = body.country.toUpperCase();
  const phone = body.phone ? joinPhoneCode(body.phoneCode, body.phone) : body.phone;
  const input = { ...body, country, ...(phone === undefined ? {} : { phone }) };
  const parsed = parseForm(addressSchema(country, overrides), input, locale);
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) if (value) fields[key] = value;
  if (fields.phone) fields.phone = normalisePhone(fields.phone, country)?.international ?? fields.phone;
  if (body.stateCode) fields.stateCode = body.stateCode;
  return fields;
}

/** Serialises address writes of one consumer (row lock), so the one-main rule holds under races. */
async function lockConsumer(db: Database, consumerId: string) {
  await db.select({ id: consumers.id }).from(consumers).where(eq(consumers.id, consumerId)).for('update');
}

async function ownedAddress(db: Database, consumerId: string, addressId: string): Promise<AddressRow> {
  const [row] = await db.select().from(consumerAddresses).where(and(eq(consumerAddresses.id, addressId), eq(consumerAddresses.consumerId, consumerId)));
  // Another consumer's address answers exactly like a missing one (no IDOR, no oracle).
  if (!row) throw new ApiError('CCA404');
  return row;
}

async function clearOtherMains(db: Database, consumerId: string, approachType: string, keepId: string) {
  await db
    .update(consumerAddresses)
    .set({ main: false })
    .where(and(eq(consumerAddresses.consumerId, consumerId), eq(consumerAddresses.approachType, approachType), ne(consumerAddresses.id, keepId)));
}

/** §4: the first address of a type becomes main; marking one main unmarks the others of its type. */
export async function addAddress(db: Database, consumerId: string, body: AddressInputBody, locale: LocaleCode): Promise<string> {
  const fields = validatedFields(body, locale);
  return db.transaction(async (tx) => {
    const approachType = body.approachType ?? 'S';
    await lockConsumer(tx as unknown as Database, consumerId);
    const sameType = await tx.select({ id: consumerAddresses.id }).from(consumerAddresses).where(and(eq(consumerAddresses.consumerId, consumerId), eq(consumerAddresses.approachType, approachType)));
    const main = sameType.length === 0 || body.main === true;
    const id = crypto.randomUUID();
    await tx.insert(consumerAddresses).values({ id, consumerId, approachType, main, fields });
    if (main) await clearOtherMains(tx as unknown as Database, consumerId, approachType, id);
    return id;
  });
}

export async function updateAddress(db: Database, consumerId: string, addressId: string, body: AddressInputBody, locale: LocaleCode): Promise<void> {
  const fields = validatedFields(body, locale);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await lockConsumer(t, consumerId);
    const row = await ownedAddress(t, consumerId, addressId);
    const approachType = body.approachType ?? row.approachType;
    const others = await t.select({ id: consumerAddresses.id, main: consumerAddresses.main }).from(consumerAddresses)
      .where(and(eq(consumerAddresses.consumerId, consumerId), eq(consumerAddresses.approachType, approachType), ne(consumerAddresses.id, addressId)));
    // A type with addresses always has exactly one main: unmarking the only main keeps it.
    const otherMain = others.some((other) => other.main);
    let main: boolean;
    if (body.main === true) main = true;
    else if (approachType !== row.approachType || body.main === false) main = !otherMain;
    else main = row.main;
    await t.update(consumerAddresses).set({ fields, approachType, main }).where(eq(consumerAddresses.id, addressId));
    if (main) await clearOtherMains(t, consumerId, approachType, addressId);
    if (approachType !== row.approachType && row.main) await promoteOldest(t, consumerId, row.approachType);
  });
}

async function promoteOldest(db: Database, consumerId: string, approachType: string) {
  const rows = await db.select().from(consumerAddresses).where(and(eq(consumerAddresses.consumerId, consumerId), eq(consumerAddresses.approachType, approachType))).orderBy(asc(consumerAddresses.createdAt), asc(consumerAddresses.id));
  if (rows.length > 0 && !rows.some((row) => row.main)) await db.update(consumerAddresses).set({ main: true }).where(eq(consumerAddresses.id, rows[0]!.id));
}

/** Deleting the main address makes the oldest remaining one of its type main. */
export async function deleteAddress(db: Database, consumerId: string, addressId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await lockConsumer(t, consumerId);
    const row = await ownedAddress(t, consumerId, addressId);
    await t.delete(consumerAddresses).where(eq(consumerAddresses.id, addressId));
    if (row.main) await promoteOldest(t, consumerId, row.approachType);
  });
}
