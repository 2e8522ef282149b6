import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatEvery } from '../../../src/shared/repeat-every';

afterEach(() => {
  vi.useRealTimers();
});

describe('repeatEvery', () => {
  it('runs at once when asked, then every interval, and not after it is stopped', async () => {
    vi.useFakeTimers();
    const job = vi.fn(async () => undefined);
    const stop = repeatEvery(1_000, job, { runNow: true, onFailure: () => undefined });
    expect(job).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(job).toHaveBeenCalledTimes(3);
    await stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(job).toHaveBeenCalledTimes(3);
  });

  it('skips a tick while a run is still going, reports failures and keeps going', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const failures: unknown[] = [];
    const job = vi.fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('busy'))
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockResolvedValue(undefined);
    const stop = repeatEvery(1_000, job, { onFailure: (error) => failures.push(error) });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(failures).toEqual([new Error('busy')]);
    await vi.advanceTimersByTimeAsync(3_000);
    // The second run has not finished: the three ticks since found it in flight.
    expect(job).toHaveBeenCalledTimes(2);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
