import { describe, expect, it } from 'vitest';
import { ImpressionTracker } from '@lib/analytics/recommendation-impressions';
import { RECOMMENDATION_MAX_IMPRESSIONS } from '@schemas/constants';

const item = (n: number) => ({ productId: `ST${String(n).padStart(8, '0')}`, recToken: `token-${n}`, recommendationId: 'related-abc', position: n });

describe('recommendation impressions', () => {
  it('reports each item once, with recToken and recommendationId', () => {
    const pushed: object[] = [];
    const tracker = new ImpressionTracker('pdp-similar', (event) => pushed.push(event));
    expect(tracker.see(item(1))).toBe(true);
    expect(tracker.see(item(1))).toBe(false);
    expect(tracker.see(item(2))).toBe(true);
    expect(pushed).toEqual([
      { event: 'recommendationImpression', widgetId: 'pdp-similar', productId: 'ST00000001', recToken: 'token-1', recommendationId: 'related-abc', position: 1 },
      { event: 'recommendationImpression', widgetId: 'pdp-similar', productId: 'ST00000002', recToken: 'token-2', recommendationId: 'related-abc', position: 2 },
    ]);
  });

  it('stops at 24 impressions per carousel (spec §9)', () => {
    const pushed: unknown[] = [];
    const tracker = new ImpressionTracker('w', (event) => pushed.push(event));
    for (let n = 1; n <= 30; n += 1) tracker.see(item(n));
    expect(RECOMMENDATION_MAX_IMPRESSIONS).toBe(24);
    expect(pushed).toHaveLength(24);
    expect(tracker.full).toBe(true);
  });
});
