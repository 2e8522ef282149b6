/**
 * Cache policy of rendered pages: published pages are shared-cacheable with
 * stale-while-revalidate (a CDN can serve them); preview is never cached.
 */
export function pageCacheControl({ preview, status }: { preview: boolean; status: number }): string {
  if (preview) return 'private, no-store';
  if (status >= 500) return 'no-store';
  if (status === 404) return 'public, max-age=0, s-maxage=60';
  return 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';
}
