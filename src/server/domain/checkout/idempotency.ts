import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../../../schemas/constants';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';

export type IdempotentStart = { readonly kind: 'run' } | { readonly kind: 'replay'; readonly status: number; readonly body: unknown };

/** SHA-256 of the request as parsed, keys sorted: the same order with fields in another order is the same request. */
export function requestHash(path: string, body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(canonical)
      : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]))
        : value;
  return createHash('sha256').update(`${path}\n${JSON.stringify(canonical(body))}`).digest('hex');
}

/**
 * Claims an Idempotency-Key for a caller: the first request runs; a retry replays the stored
 * answer; while the first still runs, 409 ORD409; the same key with another body, 422 ORD422.
 * An expired key (after ≥ 24 h) is claimed afresh.
 */
export async function beginIdempotent(db: Database, scope: string, key: string, hash: string, now = new Date()): Promise<IdempotentStart> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), lt(idempotencyKeys.expiresAt, now.toISOString())));
  const claimed = await db.insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash, expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS).toISOString() })
    .onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return { kind: 'run' };
  const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row) return beginIdempotent(db, scope, key, hash, now);
  if (row.requestHash !== hash) throw new ApiError('ORD422', undefined, { field: 'Idempotency-Key' });
  if (row.status === 'running') throw new ApiError('ORD409', undefined, { field: 'Idempotency-Key' });
  return { kind: 'replay', status: row.responseStatus ?? 200, body: row.responseBody };
}

/** Stores the answer to replay (successes and refusals alike). */
export async function finishIdempotent(db: Database, scope: string, key: string, status: number, body: unknown): Promise<void> {
  await db.update(idempotencyKeys).set({ status: 'done', responseStatus: status, responseBody: sql`${JSON.stringify(body)}::jsonb` })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** An unexpected failure (5xx): the key is let go so the same request may be tried again. */
export async function abandonIdempotent(db: Database, scope: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.status, 'running')));
}
