import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { agentLoginRequestSchema } from '../../../../schemas/commerce/auth';
import { storeEmployees, stores } from '../../db/schema/catalog';
import { employeeCredentials } from '../../db/schema/identity';
import { verifyPassword } from '../../domain/identity/crypto';
import { clientKeyOf, recordFailure, recordSuccess, throttleKeys } from '../../domain/identity/throttle';
import { createSession } from '../../domain/identity/tokens';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { readBody } from '../../http/validate';
import { sessionResponse } from './context';
import { enforceThrottle } from './signin';

/** Employee sign-in for associate mode: a session of consumerType EMPLOYEE bound to the store. */
export const agentRoutes = new Hono<ApiEnv>().post('/consumers-v3/consumer/agent/login', async (c) => {
  const body = await readBody(c, agentLoginRequestSchema);
  const { db, identity, siteId } = c.var;
  const employeeId = body.storeEmployeeId.trim().toUpperCase();
  const keys = throttleKeys(siteId, `employee:${employeeId}`, clientKeyOf((name) => c.req.header(name)));
  await enforceThrottle(c, keys);
  const [row] = await db
    .select({ employee: storeEmployees, store: stores, passwordHash: employeeCredentials.passwordHash })
    .from(storeEmployees)
    .innerJoin(stores, eq(stores.id, storeEmployees.storeId))
    .innerJoin(employeeCredentials, eq(employeeCredentials.employeeId, storeEmployees.employeeId))
    .where(and(eq(storeEmployees.employeeId, employeeId), eq(stores.siteId, siteId)));
  const valid = await verifyPassword(row?.passwordHash, body.password);
  if (!row || !valid) {
    await recordFailure(db, keys, identity.throttle);
    throw new ApiError('AUT414');
  }
  await recordSuccess(db, keys);
  const issued = await createSession(db, identity, { siteId, consumerType: 'EMPLOYEE', storeId: row.store.id, storeEmployeeId: row.employee.employeeId });
  return c.json(
    await sessionResponse(c, issued, { storeName: row.store.name, storeEmployeeName: `${row.employee.firstName} ${row.employee.lastName}` }),
  );
});
