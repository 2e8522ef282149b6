import { describe, expect, it } from 'vitest';
import type { StickyAssignmentsDocument } from '@growthbook/growthbook';
import { assignVariants } from '../../../../src/server/domain/personalisation/assignment';
import { experimentArms } from '../../../../src/server/domain/personalisation/experiment-weights';

const heroCopy = { experienceId: 'exp-home-hero-copy', variants: [{ variantId: 'urgency', name: 'Urgency', weight: 30 }, { variantId: 'calm', name: 'Calm', weight: 20 }] };

describe('experiment assignment', () => {
  it('gives a visitor the same arm on every request', () => {
    const first = assignVariants('visitor-123', [heroCopy]);
    for (let request = 0; request < 20; request += 1) expect(assignVariants('visitor-123', [heroCopy])).toEqual(first);
  });

  it('honours the weights over 10,000 simulated visitors within 2 points', () => {
    const counts = new Map<string, number>();
    for (let visitor = 0; visitor < 10_000; visitor += 1) {
      const [assignment] = assignVariants(`2.${visitor * 7919}.${visitor}`, [heroCopy]);
      counts.set(assignment!.variantId, (counts.get(assignment!.variantId) ?? 0) + 1);
    }
    expect(Math.abs((counts.get('baseline') ?? 0) / 100 - 50)).toBeLessThanOrEqual(2);
    expect(Math.abs((counts.get('urgency') ?? 0) / 100 - 30)).toBeLessThanOrEqual(2);
    expect(Math.abs((counts.get('calm') ?? 0) / 100 - 20)).toBeLessThanOrEqual(2);
  });

  it('assigns experiments independently (the hash includes the experience)', () => {
    const other = { ...heroCopy, experienceId: 'exp-other' };
    let differ = 0;
    for (let visitor = 0; visitor < 200; visitor += 1) {
      const [a, b] = assignVariants(`v-${visitor}`, [heroCopy, other]);
      if (a!.variantId !== b!.variantId) differ += 1;
    }
    expect(differ).toBeGreaterThan(50);
  });

  it('marks the baseline as the control and skips an experience without variants', () => {
    const assignments = assignVariants('v', [{ experienceId: 'solo', variants: [] }, { experienceId: 'all-in', variants: [{ variantId: 'b', name: 'B', weight: 100 }] }]);
    expect(assignments).toEqual([{ experienceId: 'all-in', variantId: 'b', label: 'B', weight: 1, isControl: false }]);
  });

  it('splits what set weights leave between the baseline and unweighted variants', () => {
    expect(experimentArms({ experienceId: 'e', variants: [{ variantId: 'a', name: 'A' }, { variantId: 'b', name: 'B', weight: 40 }] }).map((arm) => arm.weight))
      .toEqual([0.3, 0.3, 0.4]);
    expect(experimentArms({ experienceId: 'e', variants: [{ variantId: 'a', name: 'A' }] }).map((arm) => arm.weight)).toEqual([0.5, 0.5]);
  });

  it('with sticky buckets, a visitor keeps the arm when editors change the weights; a new visitor follows the new weights', () => {
    const store = new Map<string, StickyAssignmentsDocument>();
    let saves = 0;
    const assign = (visitor: string, experience: typeof heroCopy) =>
      assignVariants(visitor, [experience], { doc: store.get(visitor) ?? null, save: (doc) => (saves += 1, store.set(visitor, doc)) })[0]!.variantId;
    const visitors = Array.from({ length: 300 }, (_, n) => `2.${n * 104_729}.${n}`);
    const before = new Map(visitors.map((visitor) => [visitor, assign(visitor, heroCopy)]));
    expect(store.size).toBe(visitors.length);
    // Editors move every visitor's share to the calm arm.
    const allCalm = { ...heroCopy, variants: [{ variantId: 'urgency', name: 'Urgency', weight: 0 }, { variantId: 'calm', name: 'Calm', weight: 100 }] };
    for (const visitor of visitors) expect(assign(visitor, allCalm)).toBe(before.get(visitor));
    // Without the store the same visitors would move: the weights do change the buckets.
    expect(visitors.filter((visitor) => assignVariants(visitor, [allCalm])[0]!.variantId !== before.get(visitor)).length).toBeGreaterThan(100);
    // New visitors follow the new weights.
    for (let n = 0; n < 50; n += 1) expect(assign(`new-${n}`, allCalm)).toBe('calm');
    // Reordering the variants keeps the arm (stored by variantId), and nothing new is saved for a known visitor.
    const saved = saves;
    const reordered = { ...allCalm, variants: [...allCalm.variants].reverse() };
    for (const visitor of visitors.slice(0, 20)) expect(assign(visitor, reordered)).toBe(before.get(visitor));
    expect(saves).toBe(saved);
  });
});
