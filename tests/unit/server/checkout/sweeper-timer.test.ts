import { afterEach, describe, expect, it, vi } from 'vitest';

const settle = vi.hoisted(() => vi.fn<() => Promise<number>>());
vi.mock('../../../../src/server/domain/checkout/sweeper', () => ({ settlePendingAttempts: settle }));
const loyalty = vi.hoisted(() => vi.fn(async () => ({ matured: 0, expired: 0 })));
vi.mock('../../../../src/server/domain/loyalty/ledger', () => ({ settleLoyaltyPoints: loyalty }));
vi.mock('../../../../src/server/domain/loyalty/vouchers', () => ({ expireLoyaltyVouchers: async () => 0 }));
const carts = vi.hoisted(() => vi.fn(async () => 0));
vi.mock('../../../../src/server/domain/cart/cart-store', () => ({ expireGuestCarts: carts }));
const { startPaymentSweeper } = await import('../../../../src/server/domain/checkout/sweeper-timer');

const db = {} as never;
const card = {} as never;

afterEach(() => {
  vi.useRealTimers();
  settle.mockReset();
  loyalty.mockClear();
  carts.mockClear();
});

describe('the payment sweeper on a timer', () => {
  it('sweeps at start and then every interval, until stopped', async () => {
    vi.useFakeTimers();
    settle.mockResolvedValue(0);
    const stop = startPaymentSweeper(db, card, 1_000);
    expect(settle).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(settle).toHaveBeenCalledTimes(4);
    expect(loyalty).toHaveBeenCalledTimes(4);
    expect(carts).toHaveBeenCalledTimes(4);
    await stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(settle).toHaveBeenCalledTimes(4);
  });

  it('keeps going after a failed sweep, and stopping waits for the sweep in flight', async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    settle.mockRejectedValueOnce(new Error('database busy'));
    let finish: (settled: number) => void = () => undefined;
    settle.mockImplementationOnce(() => new Promise<number>((resolve) => (finish = resolve)));
    const stop = startPaymentSweeper(db, card, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('payment sweeper failed'), 'database busy');
    expect(settle).toHaveBeenCalledTimes(2);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish(1);
    await stopping;
    expect(stopped).toBe(true);
    errors.mockRestore();
  });
});
