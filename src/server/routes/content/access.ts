import type { Context } from 'hono';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { contentSecret } from '../../domain/content/content-secret';
import { verifyContentToken, type ContentRole, type ContentTokenClaims } from '../../domain/content/content-tokens';

export const EDITOR_TOKEN_HEADER = 'x-editor-token';

/** A token from `Authorization: Bearer`, the x-editor-token header or (preview links) the `cms` query parameter. */
function tokenOf(c: Context<ApiEnv>, role: ContentRole): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (role === 'editor') return bearer;
  return c.req.query('cms') || c.req.header(EDITOR_TOKEN_HEADER) || bearer;
}

/** Refuses the request (401 CNT401 missing/forged/expired, 403 CNT403 other site or role) unless the token opens it. */
export async function requireContentToken(c: Context<ApiEnv>, role: ContentRole, siteId: string): Promise<ContentTokenClaims> {
  const check = verifyContentToken(tokenOf(c, role), await contentSecret(), { role, siteId });
  if (check.ok) return check.claims;
  switch (check.reason) {
    case 'missing':
      throw new ApiError('CNT401', role === 'editor' ? 'An editor token is required (Authorization: Bearer <token>).' : 'Preview needs a preview token (cms query parameter or x-editor-token header).');
    case 'expired':
      throw new ApiError('CNT401', 'The token has expired: ask for a new one.');
    case 'wrong-role':
      throw new ApiError('CNT403', 'This token may preview content but not change it.');
    case 'wrong-site':
      throw new ApiError('CNT403', `This token does not open site '${siteId}'.`);
    default:
      throw new ApiError('CNT401', 'The token is not valid.');
  }
}
