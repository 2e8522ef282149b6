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

// The interval is faked; setImmediate stays real: a sweep gives the event loop a turn between its parts.
const fakeTheInterval = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
/** Lets a sweep that was started run to its end (its turns of the event loop are real). */
const finishSweep = async () => {
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};
/** Moves the faked clock on interval by interval, letting each sweep it starts finish. */
const advance = async (ms: number, interval = 1_000) => {
  for (let passed = 0; passed < ms; passed += interval) {
    await vi.advanceTimersByTimeAsync(interval);
    await finishSweep();
  }
};

afterEach(() => {
  vi.useRealTimers();
  settle.mockReset();
  loyalty.mockReset();
  carts.mockReset();
});

describe('the payment sweeper on a timer', () => {
  it('sweeps at start and then every interval, until stopped', async () => {
    fakeTheInterval();
    settle.mockResolvedValue(0);
    const stop = startPaymentSweeper(db, card, 1_000);
    expect(settle).toHaveBeenCalledTimes(1);
    await finishSweep();
    await advance(3_000);
    expect(settle).toHaveBeenCalledTimes(4);
    expect(loyalty).toHaveBeenCalledTimes(4);
    expect(carts).toHaveBeenCalledTimes(4);
    await stop();
    await advance(5_000);
    expect(settle).toHaveBeenCalledTimes(4);
  });

  // On PGlite every statement runs on the thread that answers requests, and awaiting it never
  // gives way: each part of a sweep lets the event loop turn before it starts.
  it('lets the event loop answer requests between the parts of a sweep', async () => {
    const steps: string[] = [];
    settle.mockImplementation(async () => (steps.push('payments'), 0));
    loyalty.mockImplementation(async () => (steps.push('loyalty'), { matured: 0, expired: 0 }));
    carts.mockImplementation(async () => (steps.push('carts'), 0));
    const turn = () => {
      steps.push('turn');
      if (!steps.includes('carts')) setImmediate(turn);
    };
    setImmediate(turn);
    const stop = startPaymentSweeper(db, card, 60_000);
    await stop();
    expect(steps.filter((step) => step !== 'turn')).toEqual(['payments', 'loyalty', 'carts']);
    const turnsBetween = (from: string, to: string) => steps.slice(steps.indexOf(from), steps.indexOf(to)).filter((step) => step === 'turn').length;
    expect(turnsBetween('payments', 'loyalty')).toBeGreaterThan(0);
    expect(turnsBetween('loyalty', 'carts')).toBeGreaterThan(0);
  });

  it('marks a backlog of expired carts 100 at a time, until a batch comes back short', async () => {
    settle.mockResolvedValue(0);
    const batches = [100, 100, 100, 37];
    carts.mockImplementation(async () => batches.shift() ?? 0);
    const logs = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const stop = startPaymentSweeper(db, card, 60_000);
    await stop();
    expect(carts.mock.calls.map((call) => (call as unknown[])[2])).toEqual([100, 100, 100, 100]);
    expect(logs).toHaveBeenCalledWith(expect.stringContaining('cart sweeper: 337 guest cart(s)'));
    logs.mockRestore();
  });

  it('keeps going after a failed sweep, and stopping waits for the sweep in flight', async () => {
    fakeTheInterval();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    settle.mockRejectedValueOnce(new Error('database busy'));
    let finish: (settled: number) => void = () => undefined;
    settle.mockImplementationOnce(() => new Promise<number>((resolve) => (finish = resolve)));
    const stop = startPaymentSweeper(db, card, 1_000);
    await finishSweep();
    await advance(1_000);
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
