import { runInNewContext } from 'node:vm';
import { setTimeout as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { collectStartupGarbage } from '../../../src/server/garbage-collection';

/** A weak reference to a large array nothing else holds (made in its own function, so no local keeps it). */
function unreachableArray(): WeakRef<object> {
  return new WeakRef(Array.from({ length: 300_000 }, (_, index) => ({ index, text: `line ${index}` })));
}

describe('the collection after starting (src/server/garbage-collection.ts)', () => {
  it('collects what is no longer reachable, there and then', async () => {
    const reference = unreachableArray();
    expect(reference.deref()).toBeDefined();
    await nextTurn(0); // a weak reference keeps its target until the job that made or read it has ended
    const ms = collectStartupGarbage();
    expect(reference.deref()).toBeUndefined();
    expect(Number.isInteger(ms) && ms >= 0).toBe(true);
  });

  it('leaves no gc() behind for a page, a module or a new context', () => {
    collectStartupGarbage();
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe('undefined');
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });
});
