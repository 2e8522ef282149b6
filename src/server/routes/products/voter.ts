import type { Context } from 'hono';
import { API_HEADERS } from '../../../../schemas/protocol/headers';
import { authenticate } from '../../domain/identity/tokens';
import { ApiError } from '../../http/api-error';
import { accessTokenOf } from '../../session';
import type { ApiEnv } from '../../http/env';

const TOKEN = /^[A-Za-z0-9\-._~]{20,200}$/;
const USID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * Who gives feedback on a review or answer, so each shopper counts once: the signed-in
 * consumer (the same person on any device), else the session's usid, else the user-session
 * header (§7 common headers). Nobody to count: 401 AUT402.
 */
export async function voterOf(c: Context<ApiEnv>): Promise<string> {
  const token = accessTokenOf(c);
  const session = token && TOKEN.test(token) ? await authenticate(c.var.db, token) : null;
  if (session && session.siteId === c.var.siteId) return session.consumerId ? `consumer:${session.consumerId}` : `usid:${session.usid}`;
  const usid = c.req.header(API_HEADERS.userSession);
  if (usid && USID.test(usid)) return `usid:${usid}`;
  c.header('www-authenticate', 'Bearer');
  throw new ApiError('AUT402', 'A session (access token or user-session id) is needed to vote or report.');
}
