import { listenOnChannel, type ChannelListener } from '../../db/pg-listener';
import { CONTENT_CHANNEL } from './content-events';
import { announceContentChange } from '../../../shared/cache/content-changes';
import { responseCacheFor } from './response-cache';

const SHUTDOWN = Symbol.for('storefront.shutdown');
const listening = new WeakSet<object>();

/**
 * On PostgreSQL, drops the published responses cached for a database handle when any process
 * publishes (payload: the site id), through one connection LISTENing on `content_changed`
 * (db/pg-listener.ts). A lost connection clears the whole cache. On PGlite there is one process only.
 */
export function listenForContentChanges(db: object, databaseUrl: string): ChannelListener {
  const cache = responseCacheFor(db);
  const changed = (siteId: string | undefined) => {
    cache.invalidate(siteId);
    announceContentChange(siteId);
  };
  return listenOnChannel(databaseUrl, CONTENT_CHANNEL, 'content', {
    onMessage: (siteId) => changed(siteId || undefined),
    onLost: () => changed(undefined),
  });
}

/** Starts the listener once per database handle when DATABASE_URL is set; closed with the other shutdown hooks. */
export function ensureContentListener(db: object, databaseUrl = process.env.DATABASE_URL?.trim()): void {
  if (!databaseUrl || listening.has(db)) return;
  listening.add(db);
  const listener = listenForContentChanges(db, databaseUrl);
  const registry = globalThis as unknown as Record<symbol, Array<() => Promise<void>> | undefined>;
  // Before the database closes (hooks run in order; see src/server/runtime.ts).
  (registry[SHUTDOWN] ??= []).unshift(() => listener.close());
}
