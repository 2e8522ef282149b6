import { ApiRequestError } from '../api/client';

/** What the content service needs to serve preview: the editor's token (cms) and an optional moment. */
export interface PreviewAccess {
  readonly token: string;
  readonly previewDateTime?: string | undefined;
}

/**
 * Preview access of a page request: only when the page is in preview AND carries a cms token.
 * `?preview=true` without a token shows published content (still never cached).
 */
export function previewAccess(request: { preview: boolean; carried: URLSearchParams; previewDateTime?: string | undefined }): PreviewAccess | undefined {
  const token = request.carried.get('cms');
  if (!request.preview || !token) return undefined;
  return { token, previewDateTime: request.previewDateTime };
}

/** Why the content service refused a preview token: its status (401 or 403) and its message. */
export interface PreviewRefusal {
  readonly status: 401 | 403;
  readonly message: string;
}

/** The refusal in an error from the API client, if the error is one (CNT401 or CNT403). */
export function previewRefusal(error: unknown): PreviewRefusal | undefined {
  if (!(error instanceof ApiRequestError) || (error.errorId !== 'CNT401' && error.errorId !== 'CNT403')) return undefined;
  return { status: error.status === 403 ? 403 : 401, message: error.message };
}
