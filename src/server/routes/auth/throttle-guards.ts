import type { Context, MiddlewareHandler } from 'hono';
import type { ErrorId } from '../../../../schemas/protocol/error-catalogue';
import { checkThrottle, countRequest, throttleKeys, type ThrottleKeys } from '../../domain/identity/throttle';
import { ApiError } from '../../http/api-error';
import { requestClient } from '../../http/client-address';
import type { ApiEnv } from '../../http/env';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tooMany(c: Context<ApiEnv>, retryAfterSeconds: number, errorId: ErrorId = 'AUT429'): never {
  c.header('retry-after', String(retryAfterSeconds));
  throw new ApiError(errorId);
}

/** The sign-in counters of this request's client and `account` (an email, or `employee:{id}`). */
export function signInThrottleKeys(c: Context<ApiEnv>, account: string): ThrottleKeys {
  return throttleKeys(c.var.siteId, account, `ip:${requestClient(c)}`);
}

/** 429 with Retry-After while locked; above the account's soft limit the answer is slowed down instead. */
export async function enforceThrottle(c: Context<ApiEnv>, keys: ThrottleKeys): Promise<void> {
  const verdict = await checkThrottle(c.var.db, keys, c.var.identity.throttle);
  if (verdict.retryAfterSeconds !== undefined) tooMany(c, verdict.retryAfterSeconds);
  if (verdict.delayMs > 0) await sleep(verdict.delayMs);
}

/**
 * A hard limit of `limit` requests per client and window for a call (`name`): 429 with Retry-After
 * past it (AUT429 unless the call names its own id; the window is the identity throttle's unless given).
 */
export async function enforceRequestRate(c: Context<ApiEnv>, name: string, limit: number, options: { errorId?: ErrorId; windowMs?: number } = {}): Promise<void> {
  const key = `rate:${name}:${c.var.siteId}:${requestClient(c)}`;
  const verdict = await countRequest(c.var.db, key, limit, options.windowMs ?? c.var.identity.throttle.windowMs);
  if (verdict.retryAfterSeconds !== undefined) tooMany(c, verdict.retryAfterSeconds, options.errorId);
}

/** enforceRequestRate as a route's middleware: counted before the body is read, so a flood of bad bodies counts too. */
export function requestRate(name: string, limit: number, options: { errorId?: ErrorId; windowMs?: number } = {}): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await enforceRequestRate(c, name, limit, options);
    await next();
  };
}
