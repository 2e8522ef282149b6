/** Pure view logic of the article grid (facets, load more), shared by its script and tests. */

/** Load more / read more shows when enabled and fewer articles are shown than match. */
export function showReadMore(loadMore: boolean, shown: number, total: number): boolean {
  return loadMore && shown < total;
}

/** Adds the tag when it is not active, removes it when it is. */
export function toggleTag(active: ReadonlySet<string>, tagId: string): Set<string> {
  const next = new Set(active);
  if (!next.delete(tagId)) next.add(tagId);
  return next;
}

/** Facets shown before "see more", by viewport width (spec §9 FACETS_SHOWN). */
export function facetsShownFor(width: number, shown: { small: number; medium: number; large: number }): number {
  if (width >= 1024) return shown.large;
  if (width >= 640) return shown.medium;
  return shown.small;
}

/** `{name}` placeholders of a label filled in. */
export { fillPlaceholders as fill } from '../../src/shared/i18n/placeholders';
