import type { Context } from 'hono';
import type { AuthSession, BrowserSession } from '../../../schemas/commerce/auth';
import { authenticate, revokeSession, type IssuedTokens } from '../domain/identity/tokens';
import type { ApiEnv } from '../http/env';
import { clearSessionCookies, setSessionCookies } from './cookies';

/**
 * Hands freshly issued tokens to the client. API clients get the §3 auth session as it is.
 * The storefront's browser pages (x-storefront-session: cookie) get the tokens as httpOnly
 * cookies and the same JSON without them. A browser holds one session: when the new session
 * replaces the one its cookie named (guest → signed in, or signed in → guest after a lost
 * sign-out), the old one is revoked, so a token planted or left behind before sign-in dies.
 */
export async function deliverSession(c: Context<ApiEnv>, session: AuthSession, issued: IssuedTokens): Promise<AuthSession | BrowserSession> {
  const credentials = c.var.credentials;
  if (!credentials?.cookieMode) return session;
  if (credentials.accessFrom === 'cookie' && credentials.accessToken) {
    const previous = await authenticate(c.var.db, credentials.accessToken);
    if (previous && previous.sessionId !== issued.session.id) await revokeSession(c.var.db, previous.sessionId);
  }
  setSessionCookies(c, credentials.paths, {
    accessToken: issued.accessToken,
    refreshToken: issued.refreshToken,
    accessMaxAge: issued.expiresIn,
    refreshMaxAge: Math.floor(c.var.identity.refreshTokenTtlMs / 1000),
  });
  const { accessToken: _access, refreshToken: _refresh, ...visible } = session;
  return visible;
}

/** Sign-out: the browser's cookies go with the session (whatever transport the client asked for). */
export function endBrowserSession(c: Context<ApiEnv>): void {
  const credentials = c.var.credentials;
  if (credentials && (credentials.cookieMode || credentials.accessFrom === 'cookie')) clearSessionCookies(c, credentials.paths);
}
