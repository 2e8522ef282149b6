import { TOAST_CHECK_INTERVAL_MS } from '../../schemas/constants';
import { $toasts, dismissExpiredToasts, dismissToast, holdToasts, type Toast } from '../../src/stores/toasts';
import './toast-host.css';

/** Used when the page does not say (BaseLayout writes the configured delay on <body>). */
const FALLBACK_DELAY_MS = 6000;

function configuredDelay(): number {
  const value = Number(document.body.dataset.toastDelay);
  return Number.isFinite(value) && value > 0 ? value : FALLBACK_DELAY_MS;
}

function toastElement(toast: Toast, closeLabel: string): HTMLElement {
  const element = document.createElement('div');
  element.className = `toast toast--${toast.kind}`;
  element.dataset.testid = 'toast';
  element.dataset.toastId = String(toast.id);
  element.dataset.kind = toast.kind;
  const text = document.createElement('div');
  text.className = 'toast__text';
  const title = document.createElement('p');
  title.className = 'toast__title';
  title.textContent = toast.title;
  text.append(title);
  if (toast.message) {
    const message = document.createElement('p');
    message.className = 'toast__message';
    message.textContent = toast.message;
    text.append(message);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast__close';
  close.setAttribute('aria-label', closeLabel);
  close.innerHTML = '<svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16"><path d="M3 3l10 10M13 3L3 13" stroke="currentColor" stroke-width="1.8"/></svg>';
  close.addEventListener('click', () => dismissToast(toast.id));
  element.append(text, close);
  return element;
}

/**
 * The one toast host of the page, plain DOM (no React): two live regions, polite for news and
 * assertive for errors, that exist before the first toast is written into them so screen
 * readers announce it. Every TOAST_CHECK_INTERVAL_MS toasts older than the configured delay
 * go; while the pointer or the focus is on a toast, none does (the shopper is reading).
 */
export function mountToastHost(): void {
  if (document.getElementById('toast-host')) return;
  const host = document.createElement('section');
  host.id = 'toast-host';
  host.className = 'toast-host';
  host.setAttribute('aria-label', document.body.dataset.toastRegionLabel ?? 'Notifications');
  const polite = document.createElement('div');
  polite.setAttribute('role', 'status');
  polite.setAttribute('aria-live', 'polite');
  const assertive = document.createElement('div');
  assertive.setAttribute('role', 'alert');
  assertive.setAttribute('aria-live', 'assertive');
  host.append(polite, assertive);
  document.body.append(host);
  const closeLabel = document.body.dataset.dialogCloseLabel ?? 'Close';
  const delay = configuredDelay();
  let held = false;
  const hold = (on: boolean) => () => {
    held = on || host.contains(document.activeElement);
  };
  host.addEventListener('pointerenter', hold(true));
  host.addEventListener('pointerleave', hold(false));
  host.addEventListener('focusin', hold(true));
  host.addEventListener('focusout', () => requestAnimationFrame(hold(false)));

  const render = (toasts: readonly Toast[]) => {
    for (const region of [polite, assertive]) {
      const wanted = toasts.filter((toast) => (toast.kind === 'error') === (region === assertive));
      for (const element of [...region.children] as HTMLElement[]) {
        if (!wanted.some((toast) => String(toast.id) === element.dataset.toastId)) element.remove();
      }
      for (const toast of wanted) {
        if (!region.querySelector(`[data-toast-id="${toast.id}"]`)) region.append(toastElement(toast, closeLabel));
      }
    }
    host.hidden = toasts.length === 0;
  };
  // The regions are in the page before their first content, or the first toast goes unannounced.
  requestAnimationFrame(() => {
    render($toasts.get());
    $toasts.listen(render);
  });
  window.setInterval(() => {
    if (held) holdToasts(Date.now());
    else dismissExpiredToasts(Date.now(), delay);
  }, TOAST_CHECK_INTERVAL_MS);
}
