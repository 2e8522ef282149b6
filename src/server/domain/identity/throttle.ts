import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authThrottle } from '../../db/schema/identity';
import type { ThrottleOptions } from './options';

/**
 * Failed sign-ins are counted three ways:
 * - per account AND client (strict): after `pairLimit` failures that client is locked out of
 *   that account for `lockMs`; the shopper signing in from elsewhere is not affected;
 * - per client (strict): a client failing on many accounts (credential stuffing) is locked out;
 * - per account from everywhere (soft): never locks (an attacker must not be able to lock a
 *   shopper out), only slows every further attempt by `softDelayMs`.
 * A client is its IP (x-forwarded-for / x-real-ip, set by the trusted proxy) or, without one,
 * its usid. Counters live in the database, so every API process sees the same numbers.
 */
export interface ThrottleKeys {
  readonly pair: string;
  readonly client: string;
  readonly account: string;
}

export function throttleKeys(siteId: string, email: string, client: string): ThrottleKeys {
  return { pair: `pair:${siteId}:${email}:${client}`, client: `client:${siteId}:${client}`, account: `account:${siteId}:${email}` };
}

export interface ThrottleVerdict {
  /** Seconds until the lock ends, when locked. */
  readonly retryAfterSeconds?: number;
  /** Delay to add before answering (soft limit). */
  readonly delayMs: number;
}

export async function checkThrottle(db: Database, keys: ThrottleKeys, options: ThrottleOptions): Promise<ThrottleVerdict> {
  const rows = await db.select().from(authThrottle).where(inArray(authThrottle.key, [keys.pair, keys.client, keys.account]));
  const now = Date.now();
  let lockedUntil = 0;
  let delayMs = 0;
  for (const row of rows) {
    if (row.lockedUntil && Date.parse(row.lockedUntil) > now) lockedUntil = Math.max(lockedUntil, Date.parse(row.lockedUntil));
    const inWindow = Date.parse(row.windowStartedAt) > now - options.windowMs;
    if (row.key === keys.account && inWindow && row.failures >= options.accountSoftLimit) delayMs = options.softDelayMs;
  }
  return lockedUntil > 0 ? { retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil - now) / 1000)), delayMs } : { delayMs };
}

async function bump(db: Database, key: string, limit: number | undefined, options: ThrottleOptions): Promise<void> {
  const windowSeconds = options.windowMs / 1000;
  const lockSeconds = options.lockMs / 1000;
  await db.execute(sql`
    insert into auth_throttle (key, failures, window_started_at, locked_until) values (${key}, 1, now(), null)
    on conflict (key) do update set
      failures = case when auth_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds}) then 1 else auth_throttle.failures + 1 end,
      window_started_at = case when auth_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds}) then now() else auth_throttle.window_started_at end`);
  if (limit !== undefined) {
    await db.execute(sql`
      update auth_throttle set locked_until = now() + make_interval(secs => ${lockSeconds}), failures = 0, window_started_at = now()
      where key = ${key} and failures >= ${limit}`);
  }
}

export async function recordFailure(db: Database, keys: ThrottleKeys, options: ThrottleOptions): Promise<void> {
  await bump(db, keys.pair, options.pairLimit, options);
  await bump(db, keys.client, options.clientLimit, options);
  await bump(db, keys.account, undefined, options);
}

/** A successful sign-in clears the pair's counter (not the client's nor the account's). */
export async function recordSuccess(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.delete(authThrottle).where(inArray(authThrottle.key, [keys.pair]));
}

/** The client key of a request: first forwarded IP, else the usid, else 'anonymous'. */
export function clientKeyOf(header: (name: string) => string | undefined): string {
  const forwarded = header('x-forwarded-for')?.split(',')[0]?.trim() || header('x-real-ip')?.trim();
  if (forwarded) return `ip:${forwarded}`;
  const usid = header('x-usid')?.trim();
  return usid ? `usid:${usid.slice(0, 64)}` : 'anonymous';
}
