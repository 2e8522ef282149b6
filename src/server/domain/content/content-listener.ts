import { CONTENT_CHANNEL } from './content-events';
import { announceContentChange } from '../../../shared/cache/content-changes';
import { responseCacheFor } from './response-cache';

const RETRY_MS = 5_000;
const SHUTDOWN = Symbol.for('storefront.shutdown');
const listening = new WeakSet<object>();

export interface ContentListener {
  close(): Promise<void>;
}

/**
 * On PostgreSQL, keeps one connection LISTENing on `content_changed` and drops the published
 * responses cached for a database handle when any process publishes (payload: the site id).
 * A lost connection clears the whole cache and reconnects. On PGlite there is one process only.
 */
export async function listenForContentChanges(db: object, databaseUrl: string): Promise<ContentListener> {
  const { Client } = await import('pg');
  let client: InstanceType<typeof Client> | undefined;
  let closed = false;
  const cache = responseCacheFor(db);

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL) {
        cache.invalidate(message.payload || undefined);
        announceContentChange(message.payload || undefined);
      }
    });
    const retry = () => {
      cache.invalidate();
      announceContentChange();
      if (!closed) setTimeout(() => void connect().catch(retryLater), RETRY_MS).unref();
    };
    next.on('error', (error) => console.warn('[content] change listener lost its connection:', error.message));
    next.on('end', retry);
    await next.connect();
    await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    client = next;
  };
  const retryLater = (error: unknown) => {
    console.warn('[content] change listener could not connect:', error);
    if (!closed) setTimeout(() => void connect().catch(retryLater), RETRY_MS).unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      await client?.end();
    },
  };
}

/** Starts the listener once per database handle when DATABASE_URL is set; closed with the other shutdown hooks. */
export function ensureContentListener(db: object, databaseUrl = process.env.DATABASE_URL?.trim()): void {
  if (!databaseUrl || listening.has(db)) return;
  listening.add(db);
  listenForContentChanges(db, databaseUrl).then(
    (listener) => {
      const registry = globalThis as unknown as Record<symbol, Array<() => Promise<void>> | undefined>;
      // Before the database closes (hooks run in order; see src/server/runtime.ts).
      (registry[SHUTDOWN] ??= []).unshift(() => listener.close());
    },
    (error: unknown) => {
      listening.delete(db);
      console.warn('[content] change listener did not start; cached pages refresh within 60 s:', error);
    },
  );
}
