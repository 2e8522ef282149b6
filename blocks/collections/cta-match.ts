/**
 * Whether a CTA link points at the current page: same path, and every query parameter of the
 * link present with the same value in the current URL (extra current parameters are ignored).
 */
export function linkMatchesCurrent(link: string, current: URL): boolean {
  if (!link.startsWith('/')) return false;
  const target = new URL(link, current.origin);
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  if (trim(target.pathname) !== trim(current.pathname)) return false;
  for (const [key, value] of target.searchParams) {
    if (current.searchParams.get(key) !== value) return false;
  }
  return true;
}
