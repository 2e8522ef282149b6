// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toasts, showToast } from '../../../src/stores/toasts';

const host = () => document.getElementById('toast-host');
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

async function hostReady(): Promise<HTMLElement> {
  await vi.waitFor(() => expect(host()).not.toBeNull());
  await frame();
  return host()!;
}

afterEach(() => {
  $toasts.set([]);
});

describe('the toast host', () => {
  it('loads on the first toast, announces news politely and errors assertively, and closes on its button', async () => {
    document.body.dataset.dialogCloseLabel = 'Fermer';
    expect(host()).toBeNull();
    showToast({ title: 'Ajouté à votre panier', message: 'Runner', kind: 'success' });
    showToast({ title: 'Code expiré', kind: 'error' });
    const region = await hostReady();
    await vi.waitFor(() => expect(region.querySelectorAll('[data-testid=toast]')).toHaveLength(2));
    const polite = region.querySelector('[role=status]')!;
    const assertive = region.querySelector('[role=alert]')!;
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(assertive.getAttribute('aria-live')).toBe('assertive');
    expect(polite.textContent).toBe('Ajouté à votre panierRunner');
    expect(assertive.textContent).toBe('Code expiré');
    (polite.querySelector('button[aria-label=Fermer]') as HTMLButtonElement).click();
    expect(polite.querySelectorAll('[data-testid=toast]')).toHaveLength(0);
    expect($toasts.get().map((toast) => toast.title)).toEqual(['Code expiré']);
  });
});
