/** Query parameters carried across navigation (spec §2). */
export const CARRIED_QUERY_PARAMS = ['siteId', 'cms', 'preview', 'enrollment_marketing_source'] as const;
/** Editor parameters carried only while in preview (a cms token, or preview=true). */
export const PREVIEW_CARRIED_QUERY_PARAMS = ['previewDateTime', 'localePath', 'p13n_testcontext'] as const;

/** In preview: ?preview=true, or a cms token (unless preview=false). */
export function isPreviewQuery(params: URLSearchParams): boolean {
  const preview = params.get('preview');
  return preview === 'true' || (preview !== 'false' && (params.get('cms') ?? '') !== '');
}

/** The carried parameters present on the current URL, in a stable order. */
export function carriedQuery(current: URL | URLSearchParams): URLSearchParams {
  const params = current instanceof URL ? current.searchParams : current;
  const carried = new URLSearchParams();
  const names = isPreviewQuery(params) ? [...CARRIED_QUERY_PARAMS, ...PREVIEW_CARRIED_QUERY_PARAMS] : CARRIED_QUERY_PARAMS;
  for (const name of names) {
    const value = params.get(name);
    if (value !== null && value !== '') carried.set(name, value);
  }
  return carried;
}

/**
 * An internal link that keeps the carried parameters of the current page. Parameters the
 * target already names win over carried ones; external and hash-only links are left alone.
 */
export function withCarriedQuery(href: string, carried: URLSearchParams): string {
  if (!href.startsWith('/') || href.startsWith('//') || [...carried].length === 0) return href;
  const url = new URL(href, 'http://internal');
  for (const [name, value] of carried) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
