// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { $toasts, showToast } from '../../../src/stores/toasts';
import { TOAST_CHECK_INTERVAL_MS } from '../../../schemas/constants';

describe('toast auto-dismiss', () => {
  it('takes the delay the page configures (data-toast-delay), checked every 200 ms', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
    document.body.dataset.toastDelay = '1000';
    showToast({ title: 'Bientôt parti' });
    await vi.waitFor(() => expect(document.getElementById('toast-host')).not.toBeNull());
    vi.advanceTimersByTime(1_000 - TOAST_CHECK_INTERVAL_MS);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_CHECK_INTERVAL_MS);
    expect($toasts.get()).toEqual([]);
    vi.useRealTimers();
  });
});
