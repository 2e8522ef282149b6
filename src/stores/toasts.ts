import { atom } from 'nanostores';
import { retryingLoader } from '../shared/retrying-loader';

/**
 * The site's toasts (spec §2, §4, §9): one list, shown by one host that is loaded and mounted on
 * the first toast (islands/toasts/mount-toast-host.ts), so a page ships no toast code before it
 * needs one. A title already on screen is not shown twice; each toast goes after the configured
 * delay (the host checks every TOAST_CHECK_INTERVAL_MS).
 */
export type ToastKind = 'success' | 'info' | 'error';

export interface Toast {
  readonly id: number;
  readonly title: string;
  readonly message?: string | undefined;
  readonly kind: ToastKind;
  /** Epoch ms when it appeared; the delay counts from here (restarted while the shopper reads it). */
  readonly shownAt: number;
}

export interface ToastRequest {
  readonly title: string;
  readonly message?: string | undefined;
  readonly kind?: ToastKind;
}

export const $toasts = atom<readonly Toast[]>([]);

let nextId = 1;
// Tried again with the next toast when it failed to load.
const hostModule = retryingLoader(() => import('../../islands/toasts/mount-toast-host'));

/** Shows a toast unless one with the same title is on screen (§4); answers whether it was added. */
export function showToast(request: ToastRequest, now = Date.now()): boolean {
  const title = request.title.trim();
  if (!title || $toasts.get().some((toast) => toast.title === title)) return false;
  $toasts.set([...$toasts.get(), { id: nextId++, title, message: request.message, kind: request.kind ?? 'info', shownAt: now }]);
  if (typeof document !== 'undefined') {
    void hostModule().then(({ mountToastHost }) => mountToastHost()).catch(() => undefined);
  }
  return true;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** Removes the toasts shown at least `delayMs` ago; the host calls it every TOAST_CHECK_INTERVAL_MS. */
export function dismissExpiredToasts(now: number, delayMs: number): void {
  const left = $toasts.get().filter((toast) => now - toast.shownAt < delayMs);
  if (left.length !== $toasts.get().length) $toasts.set(left);
}

/** Holds the toasts on screen (the shopper is reading or pointing at them): their delay starts again. */
export function holdToasts(now: number): void {
  if ($toasts.get().length > 0) $toasts.set($toasts.get().map((toast) => ({ ...toast, shownAt: now })));
}
