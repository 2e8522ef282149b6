/**
 * A module (or any value) loaded on first use and kept; a failed load is forgotten, so the next
 * call tries again (a dropped connection must not break the feature for the rest of the page).
 * The caller passes `() => import('./x')` so the bundler still sees the literal import.
 */
export function retryingLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
