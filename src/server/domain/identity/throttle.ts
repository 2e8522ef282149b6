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
 *   shopper out), only slows every further attempt, by a delay that doubles with each failure.
 * A client is its network address: the socket's peer, or what trusted proxies report
 * (src/server/http/client-address.ts); headers a client writes itself count for nothing.
 * Counters live in the database, so every API process sees the same numbers.
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
    if (row.key === keys.account && inWindow && row.failures >= options.accountSoftLimit) {
      delayMs = Math.min(options.maxSoftDelayMs, options.softDelayMs * 2 ** (row.failures - options.accountSoftLimit));
    }
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

/**
 * Counts one request under `key` and answers whether it is over `limit` in the window: one
 * conditional upsert, so concurrent requests of one client cannot slip past the limit together.
 */
export async function countRequest(db: Database, key: string, limit: number, windowMs: number): Promise<{ retryAfterSeconds?: number }> {
  const windowSeconds = windowMs / 1000;
  const result = await db.execute(sql`
    insert into auth_throttle (key, failures, window_started_at, locked_until) values (${key}, 1, now(), null)
    on conflict (key) do update set
      failures = case when auth_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds}) then 1 else auth_throttle.failures + 1 end,
      window_started_at = case when auth_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds}) then now() else auth_throttle.window_started_at end
    returning failures, extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now())) as seconds_left`);
  const row = (result as unknown as { rows: Array<{ failures: number; seconds_left: number | string }> }).rows[0]!;
  return row.failures > limit ? { retryAfterSeconds: Math.max(1, Math.ceil(Number(row.seconds_left))) } : {};
}
