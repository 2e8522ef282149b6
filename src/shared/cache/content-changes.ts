/**
 * Process-wide news that published content changed (a publish here, or a NOTIFY from another
 * process), so caches above the content service (rendered pages) can drop what they hold.
 */
type Listener = (siteId: string | undefined) => void;
const listeners = new Set<Listener>();

export function announceContentChange(siteId?: string): void {
  for (const listener of listeners) listener(siteId);
}

export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
