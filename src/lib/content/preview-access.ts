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
