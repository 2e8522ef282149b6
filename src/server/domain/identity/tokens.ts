import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions, authTokens } from '../../db/schema/identity';
import { ApiError } from '../../http/api-error';
import { randomToken, tokenHash } from './crypto';
import { forgetSession, sessionCacheOf } from './session-cache';
import { SESSION_CHANNEL } from './session-listener';
import type { IdentityOptions } from './options';

export type ConsumerType = 'GUEST' | 'REGISTERED' | 'EMPLOYEE';
export type SessionRow = typeof authSessions.$inferSelect;
/** 'access': a shopper's (or guest's) access token, refreshed with its refresh token; 'agent': an in-store associate's. */
export type TokenKind = 'access' | 'agent';

/** What an authenticated request knows about its session. */
export interface SessionContext {
  readonly sessionId: string;
  readonly usid: string;
  readonly siteId: string;
  readonly consumerType: string;
  readonly consumerId: string | null;
  readonly storeId: string | null;
  readonly storeEmployeeId: string | null;
  /**
   * Only an 'agent' token (an associate's, issued by agent login) may act for a customer and
   * adjust prices; its consumerId is the customer acted for, once looked up.
   */
  readonly tokenKind: TokenKind;
}

export interface IssuedTokens {
  readonly session: SessionRow;
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Seconds the access token lives. */
  readonly expiresIn: number;
}

export interface NewSession {
  readonly siteId: string;
  readonly consumerType: string;
  readonly consumerId?: string | null;
  readonly storeId?: string | null;
  readonly storeEmployeeId?: string | null;
  readonly guestObjects?: SessionRow['guestObjects'];
  readonly orderNo?: string | null;
  readonly usid?: string;
}

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

async function issuePair(db: Database, options: IdentityOptions, session: SessionRow): Promise<IssuedTokens> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  await db.insert(authTokens).values([
    { tokenHash: tokenHash(accessToken), sessionId: session.id, kind: 'access', expiresAt: later(options.accessTokenTtlMs) },
    { tokenHash: tokenHash(refreshToken), sessionId: session.id, kind: 'refresh', expiresAt: later(options.refreshTokenTtlMs) },
  ]);
  return { session, accessToken, refreshToken, expiresIn: Math.floor(options.accessTokenTtlMs / 1000) };
}

export async function createSession(db: Database, options: IdentityOptions, input: NewSession): Promise<IssuedTokens> {
  const [session] = await db
    .insert(authSessions)
    .values({
      id: crypto.randomUUID(),
      usid: input.usid ?? crypto.randomUUID(),
      siteId: input.siteId,
      consumerType: input.consumerType,
      consumerId: input.consumerId ?? null,
      storeId: input.storeId ?? null,
      storeEmployeeId: input.storeEmployeeId ?? null,
      guestObjects: input.guestObjects ?? null,
      orderNo: input.orderNo ?? null,
    })
    .returning();
  return issuePair(db, options, session!);
}

export interface IssuedAgentToken {
  readonly session: SessionRow;
  readonly accessToken: string;
  readonly expiresIn: number;
}

/**
 * An associate's session: one short-lived token of kind 'agent' and no refresh token, so the
 * session ends when the token runs out (or the tab that holds it closes).
 */
export async function createAgentSession(db: Database, options: IdentityOptions, input: { siteId: string; storeId: string; storeEmployeeId: string }): Promise<IssuedAgentToken> {
  const [session] = await db
    .insert(authSessions)
    .values({ id: crypto.randomUUID(), usid: crypto.randomUUID(), siteId: input.siteId, consumerType: 'EMPLOYEE', storeId: input.storeId, storeEmployeeId: input.storeEmployeeId })
    .returning();
  const accessToken = randomToken();
  await db.insert(authTokens).values({ tokenHash: tokenHash(accessToken), sessionId: session!.id, kind: 'agent', expiresAt: later(options.agentTokenTtlMs) });
  return { session: session!, accessToken, expiresIn: Math.floor(options.agentTokenTtlMs / 1000) };
}

/**
 * After every write to a session or its tokens: this process's cache forgets the session, and the
 * other processes on the same PostgreSQL hear of it (delivered when the write's transaction commits).
 */
async function sessionChanged(db: Database, sessionId: string): Promise<void> {
  forgetSession(sessionId);
  await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${sessionId})`);
}

/** The associate now acts for this customer: the session's cart, profile and orders are the customer's. */
export async function actFor(db: Database, sessionId: string, consumerId: string): Promise<void> {
  await db.update(authSessions).set({ consumerId }).where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  await sessionChanged(db, sessionId);
}

/** Revokes the session and every token of its family. */
export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  const now = new Date().toISOString();
  await db.update(authSessions).set({ revokedAt: now }).where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  await db.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.sessionId, sessionId), isNull(authTokens.revokedAt)));
  await sessionChanged(db, sessionId);
}

/**
 * Rotation: a refresh token is used once and replaced by a new pair (the old access tokens are
 * revoked). A refresh token presented a second time means it leaked: the whole family is revoked.
 */
export async function rotateRefreshToken(db: Database, options: IdentityOptions, refreshToken: string, siteId: string) {
  const hash = tokenHash(refreshToken);
  const [claimed] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.tokenHash, hash), eq(authTokens.kind, 'refresh'), isNull(authTokens.usedAt), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, sql`now()`)))
    .returning({ sessionId: authTokens.sessionId });
  if (!claimed) {
    const [known] = await db.select().from(authTokens).where(and(eq(authTokens.tokenHash, hash), eq(authTokens.kind, 'refresh')));
    if (known?.usedAt) await revokeSession(db, known.sessionId);
    throw new ApiError('AUT407');
  }
  const [session] = await db.select().from(authSessions).where(eq(authSessions.id, claimed.sessionId));
  if (!session || session.revokedAt || session.siteId !== siteId) throw new ApiError('AUT407');
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.sessionId, session.id), eq(authTokens.kind, 'access'), isNull(authTokens.revokedAt)));
  await sessionChanged(db, session.id);
  return issuePair(db, options, session);
}

/** Sign-out: the refresh token's whole session ends. Unknown tokens are ignored (no oracle). */
export async function revokeByRefreshToken(db: Database, refreshToken: string): Promise<void> {
  const [known] = await db.select().from(authTokens).where(and(eq(authTokens.tokenHash, tokenHash(refreshToken)), eq(authTokens.kind, 'refresh')));
  if (known) await revokeSession(db, known.sessionId);
}

function buildSessionLookup(db: Database) {
  return db
    .select({ session: authSessions, kind: authTokens.kind, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .innerJoin(authSessions, eq(authSessions.id, authTokens.sessionId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('hash')),
        inArray(authTokens.kind, ['access', 'agent']),
        isNull(authTokens.revokedAt),
        isNull(authSessions.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .prepare('session_of_access_token');
}

/**
 * Every authenticated call looks its token up, so the lookup is built once per database handle
 * (building the query was more of its cost than running it) and is a named statement, parsed
 * once per connection on PostgreSQL (db/named-statement.ts). On a database only this process
 * writes (PGlite) the answer is kept in memory (session-cache.ts); a revoked or expired token
 * still fails on the next call.
 */
const sessionLookups = new WeakMap<Database, ReturnType<typeof buildSessionLookup>>();

/** The session of a live access token, or null when unknown, expired or revoked. */
export async function authenticate(db: Database, accessToken: string): Promise<SessionContext | null> {
  const hash = tokenHash(accessToken);
  const cache = sessionCacheOf(db);
  const cached = cache?.get(hash, Date.now());
  if (cached) return cached;
  const readAtGeneration = cache?.generation ?? 0;
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = buildSessionLookup(db)));
  const [row] = await lookup.execute({ hash });
  if (!row) return null;
  const { session } = row;
  const context: SessionContext = Object.freeze({
    sessionId: session.id,
    usid: session.usid,
    siteId: session.siteId,
    consumerType: session.consumerType,
    consumerId: session.consumerId,
    storeId: session.storeId,
    storeEmployeeId: session.storeEmployeeId,
    tokenKind: row.kind === 'agent' ? 'agent' : 'access',
  });
  cache?.keep(hash, context, Date.parse(row.expiresAt), readAtGeneration);
  return context;
}
