import { RECOMMENDATION_MAX_IMPRESSIONS } from '../../../schemas/constants';
import { track, type TrackingEvent } from './tracking';

export interface ImpressionItem {
  readonly productId: string;
  readonly recToken: string;
  readonly recommendationId: string;
  readonly position: number;
}

/**
 * Recommendation impressions (spec §7, §9): each item is reported once, when it is seen, with
 * its recToken and recommendationId, and a carousel reports at most 24.
 */
export class ImpressionTracker {
  private readonly seen = new Set<string>();

  constructor(
    private readonly widgetId: string,
    private readonly push: (event: TrackingEvent) => void = track,
    private readonly max = RECOMMENDATION_MAX_IMPRESSIONS,
  ) {}

  get count(): number {
    return this.seen.size;
  }

  /** True when this call reported the item. */
  see(item: ImpressionItem): boolean {
    if (this.seen.has(item.recToken) || this.seen.size >= this.max) return false;
    this.seen.add(item.recToken);
    this.push({
      event: 'recommendationImpression',
      widgetId: this.widgetId,
      productId: item.productId,
      recToken: item.recToken,
      recommendationId: item.recommendationId,
      position: item.position,
    });
    return true;
  }

  get full(): boolean {
    return this.seen.size >= this.max;
  }
}
