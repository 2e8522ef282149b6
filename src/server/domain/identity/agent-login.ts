import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storeEmployees, stores } from '../../db/schema/catalog';
import { employeeCredentials } from '../../db/schema/identity';
import { ApiError } from '../../http/api-error';
import { verifyPassword } from './crypto';
import type { IdentityOptions } from './options';
import { recordFailure, recordSuccess, type ThrottleKeys } from './throttle';
import { createSession, type IssuedTokens } from './tokens';

export interface AgentSignIn {
  readonly issued: IssuedTokens;
  readonly storeName: string;
  readonly storeEmployeeName: string;
}

/**
 * An in-store associate signs in with employee id and password: a session of consumerType
 * EMPLOYEE bound to the employee's store. A wrong id or password is AUT414 and counts as a failure.
 */
export async function signInAgent(
  db: Database,
  identity: IdentityOptions,
  input: { siteId: string; employeeId: string; password: string; throttle: ThrottleKeys },
): Promise<AgentSignIn> {
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
  const issued = await createSession(db, identity, { siteId: input.siteId, consumerType: 'EMPLOYEE', storeId: row.store.id, storeEmployeeId: row.employee.employeeId });
  return { issued, storeName: row.store.name, storeEmployeeName: `${row.employee.firstName} ${row.employee.lastName}` };
}
