import { Hono } from 'hono';
import { agentLoginRequestSchema, authSessionSchema, browserSessionSchema } from '../../../../schemas/commerce/auth';
import { signInAgent } from '../../domain/identity/agent-login';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { sessionResponse } from './context';
import { enforceThrottle, signInThrottleKeys } from './throttle-guards';

/** Employee sign-in for associate mode: a session of consumerType EMPLOYEE bound to the store. */
export const agentRoutes = new Hono<ApiEnv>();

defineRoute(agentRoutes, {
  method: 'post', path: '/consumers-v3/consumer/agent/login', tag: 'Authentication',
  summary: 'An in-store associate signs in (employee id and password): a session bound to the store',
  body: agentLoginRequestSchema, responses: { 200: authSessionSchema.or(browserSessionSchema) }, errors: ['AUT414', 'AUT429'],
}, async (c, { body }) => {
  const { db, identity, siteId } = c.var;
  const employeeId = body.storeEmployeeId.trim().toUpperCase();
  const throttle = signInThrottleKeys(c, `employee:${employeeId}`);
  await enforceThrottle(c, throttle);
  const agent = await signInAgent(db, identity, { siteId, employeeId, password: body.password, throttle });
  return c.json(await sessionResponse(c, agent.issued, { storeName: agent.storeName, storeEmployeeName: agent.storeEmployeeName }));
});
