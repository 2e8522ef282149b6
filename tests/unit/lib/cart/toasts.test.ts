import { beforeEach, describe, expect, it } from 'vitest';
import { $toasts, dismissExpiredToasts, dismissToast, holdToasts, showToast } from '@stores/toasts';

describe('the toast store (spec §4, §9)', () => {
  beforeEach(() => $toasts.set([]));

  it('does not show a title that is on screen twice, and shows it again once it has gone', () => {
    expect(showToast({ title: 'Added to your cart', kind: 'success' }, 1_000)).toBe(true);
    expect(showToast({ title: 'Added to your cart', message: 'another item' }, 1_100)).toBe(false);
    expect($toasts.get()).toHaveLength(1);
    dismissToast($toasts.get()[0]!.id);
    expect(showToast({ title: 'Added to your cart' }, 1_200)).toBe(true);
  });

  it('drops toasts once the configured delay has passed since they appeared', () => {
    showToast({ title: 'one' }, 0);
    showToast({ title: 'two' }, 3_000);
    dismissExpiredToasts(4_999, 5_000);
    expect($toasts.get().map((toast) => toast.title)).toEqual(['one', 'two']);
    dismissExpiredToasts(5_000, 5_000);
    expect($toasts.get().map((toast) => toast.title)).toEqual(['two']);
    dismissExpiredToasts(8_000, 5_000);
    expect($toasts.get()).toEqual([]);
  });

  it('a held toast starts its delay again', () => {
    showToast({ title: 'read me' }, 0);
    holdToasts(4_000);
    dismissExpiredToasts(6_000, 5_000);
    expect($toasts.get()).toHaveLength(1);
    dismissExpiredToasts(9_000, 5_000);
    expect($toasts.get()).toEqual([]);
  });

  it('refuses an empty title', () => {
    expect(showToast({ title: '  ' })).toBe(false);
    expect($toasts.get()).toEqual([]);
  });
});
