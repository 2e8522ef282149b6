import type { MiddlewareHandler } from 'hono';
import { securityHeaders } from '../../shared/http/security-headers';
import type { ApiEnv } from './env';

const API_HEADERS = Object.entries(securityHeaders('api'));

/**
 * Every answer of the API carries the API's security headers (src/shared/http/security-headers.ts),
 * errors and 405s included, however the app is served (in process, cached, or on its own).
 */
export function apiSecurityHeaders(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next();
    for (const [name, value] of API_HEADERS) c.header(name, value);
  };
}
