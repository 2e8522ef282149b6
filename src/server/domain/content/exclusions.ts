/**
 * Excluded paths (spec §7: "an excluded path returns nothing"): the content service answers
 * 204 with no body, and the storefront falls back to what it shows without a canvas. A path is
 * excluded when its document is flagged `excluded`, or when it is on its site's list below
 * (paths below /caas/v1/canvas/, '*' for every site; a trailing '/' excludes everything under it).
 */
export const EXCLUDED_CANVAS_PATHS: Readonly<Record<string, readonly string[]>> = {
  '*': ['page/{site}/internal/'],
};

export function isExcludedPath(siteId: string, canvasPath: string): boolean {
  const rules = [...(EXCLUDED_CANVAS_PATHS['*'] ?? []), ...(EXCLUDED_CANVAS_PATHS[siteId] ?? [])];
  return rules.some((rule) => {
    const path = rule.replaceAll('{site}', siteId);
    return path.endsWith('/') ? canvasPath.startsWith(path) : canvasPath === path;
  });
}
