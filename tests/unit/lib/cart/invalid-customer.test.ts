import { describe, expect, it, vi } from 'vitest';
import { RELOAD_MARK_KEY, scheduleInvalidCustomerReload, type ReloadEnvironment } from '@lib/cart/invalid-customer';
import { INVALID_CUSTOMER_RELOAD_DELAY_MS, RELOAD_GUARD_MS } from '@schemas/constants';

function environment(now: number, mark: string | null = null) {
  const stored = new Map<string, string>(mark ? [[RELOAD_MARK_KEY, mark]] : []);
  const scheduled: Array<{ run: () => void; ms: number }> = [];
  const env: ReloadEnvironment & { clock: number } = {
    clock: now,
    now: () => env.clock,
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    reload: vi.fn(),
    schedule: (run, ms) => void scheduled.push({ run, ms }),
  };
  return { env, stored, scheduled };
}

describe('invalid customer reload (spec §4, §9)', () => {
  it('reloads 4 s later and remembers when', () => {
    const { env, stored, scheduled } = environment(100_000);
    expect(scheduleInvalidCustomerReload(env)).toBe(true);
    expect(scheduled.map((entry) => entry.ms)).toEqual([INVALID_CUSTOMER_RELOAD_DELAY_MS]);
    expect(env.reload).not.toHaveBeenCalled();
    env.clock += INVALID_CUSTOMER_RELOAD_DELAY_MS;
    scheduled[0]!.run();
    expect(env.reload).toHaveBeenCalledOnce();
    expect(stored.get(RELOAD_MARK_KEY)).toBe(String(104_000));
  });

  it('does not reload again within 10 s of the last reload (no reload loop)', () => {
    const { env, scheduled } = environment(100_000, String(100_000 - RELOAD_GUARD_MS + 1));
    expect(scheduleInvalidCustomerReload(env)).toBe(false);
    expect(scheduled).toEqual([]);
  });

  it('reloads again once the guard has passed', () => {
    const { env, scheduled } = environment(100_000, String(100_000 - RELOAD_GUARD_MS));
    expect(scheduleInvalidCustomerReload(env)).toBe(true);
    expect(scheduled).toHaveLength(1);
  });
});
