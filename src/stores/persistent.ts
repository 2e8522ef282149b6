import { atom, onMount, type WritableAtom } from 'nanostores';

/**
 * Checks a stored value: a zod schema fits, and so does a small hand-written check for stores
 * that islands read before any interaction (zod would add ~26 KB gzip to those pages).
 */
export interface StoredValueCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export const STORE_CHANGED_EVENT = 'storefront:store-changed';

/**
 * An atom kept in localStorage: read when first used in the browser, written on every change,
 * and updated when another tab changes it. Stored values are validated, so a damaged or
 * outdated entry falls back to the initial value instead of breaking the page.
 */
export function persistentAtom<T>(key: string, initial: T, schema: StoredValueCheck<T>): WritableAtom<T> {
  const store = atom<T>(initial);
  const read = () => {
    try {
      const raw = localStorage.getItem(key);
      if (raw === null) return initial;
      const parsed = schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : initial;
    } catch {
      return initial;
    }
  };
  onMount(store, () => {
    if (typeof window === 'undefined') return;
    store.set(read());
    const unbind = store.listen((value) => {
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or disabled: the state still lives for this page.
      }
      window.dispatchEvent(new CustomEvent(STORE_CHANGED_EVENT, { detail: { key } }));
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) store.set(read());
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unbind();
      window.removeEventListener('storage', onStorage);
    };
  });
  return store;
}
