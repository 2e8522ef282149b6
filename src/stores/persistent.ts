import { atom, onMount, type WritableAtom } from 'nanostores';

export const STORE_CHANGED_EVENT = 'storefront:store-changed';

/**
 * An atom kept in localStorage: read when first used in the browser, written on every change,
 * and updated when another tab changes it. Stored values are validated, so a damaged or
 * outdated entry falls back to the initial value instead of breaking the page.
 */
/**
 * What a stored value is checked with: anything with zod's safeParse. The stores islands load
 * eagerly (session, cart) check by hand: even `zod/mini` costs KBs of a page's first JavaScript.
 */
export interface StoredValueSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export function persistentAtom<T>(key: string, initial: T, schema: StoredValueSchema<T>): WritableAtom<T> {
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

/**
 * Sets a persistent store even when no island subscribes to it yet: the store writes to
 * localStorage (and announces the change, which hydrates client:stored islands and reaches other
 * tabs) only while mounted, so it is mounted for the write.
 */
export function setPersisted<T>(store: WritableAtom<T>, value: T): void {
  const unbind = store.listen(() => undefined);
  store.set(value);
  unbind();
}
