import { Hono } from 'hono';
import { agentLoginRequestSchema, agentSessionSchema } from '../../../../schemas/commerce/auth';
import { signInAgent } from '../../domain/identity/agent-login';
import { defineRoute } from '../../http/define-route';
import type { ApiEnv } from '../../http/env';
import { enforceThrottle, signInThrottleKeys } from './throttle-guards';

/**
 * Employee sign-in for associate mode: a session of consumerType EMPLOYEE bound to the store, whose
 * one token (kind 'agent') is always in the body, never a cookie: the storefront keeps it in
 * session storage (decision "associate tokens" in docs/decisions.md).
 */
export const agentRoutes = new Hono<ApiEnv>();

defineRoute(agentRoutes, {
  method: 'post', path: '/consumers-v3/consumer/agent/login', tag: 'Authentication',
  summary: 'An in-store associate signs in (employee id, password, optionally the store): a short-lived associate token bound to the store',
  body: agentLoginRequestSchema, responses: { 200: agentSessionSchema }, errors: ['AUT414', 'AUT429', 'STR403'],
}, async (c, { body }) => {
  const { db, identity, siteId } = c.var;
  const employeeId = body.storeEmployeeId.trim().toUpperCase();
  const throttle = signInThrottleKeys(c, `employee:${employeeId}`);
  await enforceThrottle(c, throttle);
  const agent = await signInAgent(db, identity, { siteId, employeeId, password: body.password, storeId: body.storeId, throttle });
  c.header('cache-control', 'no-store');
  return c.json(agent);
});
