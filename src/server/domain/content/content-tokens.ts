import { createHmac, timingSafeEqual } from 'node:crypto';

/** preview: may read drafts of one site; editor: may also write documents and mint preview tokens. */
export type ContentRole = 'preview' | 'editor';

export interface ContentTokenClaims {
  readonly role: ContentRole;
  /** A site id, or '*' for every site (dev editor tokens). */
  readonly siteId: string;
  /** Expiry, seconds since the epoch. */
  readonly exp: number;
}

export const PREVIEW_TOKEN_TTL_SECONDS = 60 * 60;
export const EDITOR_TOKEN_TTL_SECONDS = 12 * 60 * 60;

export type TokenCheck =
  | { ok: true; claims: ContentTokenClaims }
  | { ok: false; reason: 'missing' | 'malformed' | 'forged' | 'expired' | 'wrong-role' | 'wrong-site' };

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** `base64url(json claims).base64url(hmac-sha256)`: short, URL-safe, verifiable without storage. */
export function signContentToken(claims: ContentTokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signature(payload, secret)}`;
}

export function mintContentToken(role: ContentRole, siteId: string, secret: string, now = Date.now()): { token: string; expiresAt: string } {
  const ttl = role === 'editor' ? EDITOR_TOKEN_TTL_SECONDS : PREVIEW_TOKEN_TTL_SECONDS;
  const exp = Math.floor(now / 1000) + ttl;
  return { token: signContentToken({ role, siteId, exp }, secret), expiresAt: new Date(exp * 1000).toISOString() };
}

function parseClaims(payload: string): ContentTokenClaims | undefined {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<ContentTokenClaims>;
    if ((value.role !== 'preview' && value.role !== 'editor') || typeof value.siteId !== 'string' || typeof value.exp !== 'number') return undefined;
    return { role: value.role, siteId: value.siteId, exp: value.exp };
  } catch {
    return undefined;
  }
}

/**
 * Checks a token for a site. An editor token also opens preview; a preview token never writes.
 * A '*' site token opens every site.
 */
export function verifyContentToken(
  token: string | undefined,
  secret: string,
  wanted: { role: ContentRole; siteId: string },
  now = Date.now(),
): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(signature(payload, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' };
  const claims = parseClaims(payload);
  if (!claims) return { ok: false, reason: 'malformed' };
  if (claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  if (wanted.role === 'editor' && claims.role !== 'editor') return { ok: false, reason: 'wrong-role' };
  if (claims.siteId !== '*' && claims.siteId !== wanted.siteId) return { ok: false, reason: 'wrong-site' };
  return { ok: true, claims };
}
