import { hash } from '@node-rs/argon2';
import type { Database } from '../client';
import { storeEmployees } from '../schema/catalog';
import { consumerAddresses, consumers, consumerSubscriptions, employeeCredentials } from '../schema/identity';
import { buildIdentitySeed } from './identity/build-consumers';

/** Bump when the seed data changes shape or content. */
export const IDENTITY_SEED_VERSION = '1';

/** Dev passwords of the seeded accounts (documented in src/server/domain/identity/README.md); never use in production. */
export const SEED_CONSUMER_PASSWORD = 'Storefront2026';
export const SEED_EMPLOYEE_PASSWORD = 'Associate2026';

// A fixed salt keeps the seed deterministic; one hash per password keeps seeding fast.
const SEED_SALT = new TextEncoder().encode('storefront-seed-salt');

export async function seedIdentity(db: Database): Promise<void> {
  const [consumerHash, employeeHash] = await Promise.all([
    hash(SEED_CONSUMER_PASSWORD, { salt: SEED_SALT }),
    hash(SEED_EMPLOYEE_PASSWORD, { salt: SEED_SALT }),
  ]);
  const seed = buildIdentitySeed(consumerHash);
  await db.insert(consumers).values(seed.consumerRows);
  await db.insert(consumerAddresses).values(seed.addressRows);
  await db.insert(consumerSubscriptions).values(seed.subscriptionRows);
  const employees = await db.select({ employeeId: storeEmployees.employeeId }).from(storeEmployees);
  if (employees.length > 0) {
    await db.insert(employeeCredentials).values(employees.map((row) => ({ employeeId: row.employeeId, passwordHash: employeeHash })));
  }
}
