import { and, eq } from 'drizzle-orm';
import type { AgentSession } from '../../../../schemas/commerce/auth';
import type { Database } from '../../db/client';
import { storeEmployees, stores } from '../../db/schema/catalog';
import { employeeCredentials } from '../../db/schema/identity';
import { ApiError } from '../../http/api-error';
import { assertOwnStore } from '../associate/own-store';
import { verifyPassword } from './crypto';
import type { IdentityOptions } from './options';
import { recordFailure, recordSuccess, type ThrottleKeys } from './throttle';
import { createAgentSession } from './tokens';

/**
 * An in-store associate signs in with employee id and password: a session of consumerType
 * EMPLOYEE bound to the employee's store, with one short-lived token of kind 'agent'. A wrong id
 * or password is AUT414 and counts as a failure; right credentials for another store than the
 * one chosen on the form are STR403.
 */
export async function signInAgent(
  db: Database,
  identity: IdentityOptions,
  input: { siteId: string; employeeId: string; password: string; storeId?: string | undefined; throttle: ThrottleKeys },
): Promise<AgentSession> {
  const [row] = await db
    .select({ employee: storeEmployees, store: stores, passwordHash: employeeCredentials.passwordHash })
    .from(storeEmployees)
    .innerJoin(stores, eq(stores.id, storeEmployees.storeId))
    .innerJoin(employeeCredentials, eq(employeeCredentials.employeeId, storeEmployees.employeeId))
    .where(and(eq(storeEmployees.employeeId, input.employeeId), eq(stores.siteId, input.siteId)));
  const valid = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !valid) {
    await recordFailure(db, input.throttle, identity.throttle);
    throw new ApiError('AUT414');
  }
  await recordSuccess(db, input.throttle);
  assertOwnStore(row.store.id, input.storeId, 'storeId');
  const issued = await createAgentSession(db, identity, { siteId: input.siteId, storeId: row.store.id, storeEmployeeId: row.employee.employeeId });
  return {
    accessToken: issued.accessToken, tokenKind: 'agent', expiresIn: issued.expiresIn, usid: issued.session.usid, consumerType: 'EMPLOYEE',
    storeId: row.store.id, storeName: row.store.name, storeEmployeeId: row.employee.employeeId,
    storeEmployeeName: `${row.employee.firstName} ${row.employee.lastName}`, maxPriceAdjustmentPercent: row.store.maxPriceAdjustmentBp / 100,
  };
}
