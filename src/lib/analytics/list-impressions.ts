import { track, type ItemList, type TrackedItem, type TrackingEvent } from './tracking';

/*
 * Product impressions (spec §7 view_item_list; recommendation impressions carry recToken): a list's
 * container carries `data-item-list` (its ItemList as JSON) and each of its products `data-item`
 * (its TrackedItem as JSON), both made where the list is rendered (tracking-builders.ts), so this
 * module only observes and pushes: it is on the category page's first script (budget 8 KB gzip).
 */

export interface ImpressionObserver {
  /** Watches a product element (`data-item`, inside the list's `data-item-list`). */
  observe(element: Element): void;
  disconnect(): void;
}

/**
 * The impressions of one list: each product is reported once, when at least half of it is in view
 * (observed again, as a carousel re-mounting its slides does, it is not reported again), and the
 * products that came into view together are one push. At most `max` products are reported
 * (recommendation carousels: 24, spec §9).
 */
export function impressionObserver(max = Infinity, push: (event: TrackingEvent) => void = track): ImpressionObserver {
  const seen = new Set<string>();
  let observer: IntersectionObserver | undefined;
  const report = (entries: IntersectionObserverEntry[]) => {
    const items: TrackedItem[] = [];
    for (const { isIntersecting, target } of entries) {
      const item = (target as HTMLElement).dataset.item;
      if (!isIntersecting || !item) continue;
      observer!.unobserve(target);
      if (seen.size < max && !seen.has(item)) items.push(JSON.parse(item) as TrackedItem), seen.add(item);
    }
    const list = items[0] && entries[0]!.target.closest<HTMLElement>('[data-item-list]')?.dataset.itemList;
    if (list) push({ event: 'view_item_list', ecommerce: { ...(JSON.parse(list) as ItemList), items } });
  };
  return {
    observe: (element) => (observer ??= new IntersectionObserver(report, { threshold: 0.5 })).observe(element),
    disconnect: () => observer?.disconnect(),
  };
}
