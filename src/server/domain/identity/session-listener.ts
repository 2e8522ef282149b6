import { forgetSession, keepSessionsInMemory } from './session-cache';

/** The channel on which a change to a session or its tokens is announced (payload: the session id). */
export const SESSION_CHANNEL = 'session_changed';

const RETRY_MS = 5_000;

export interface SessionListener {
  /** Settles once the listener first connects (sessions are read from the database until then). */
  readonly connected: Promise<void>;
  close(): Promise<void>;
}

/**
 * On PostgreSQL, keeps one connection LISTENing on `session_changed`, and keeps the sessions
 * looked up through `db` in memory only while it is connected: each announcement forgets its
 * session at once; a lost connection empties and suspends the cache until it reconnects.
 */
export function listenForSessionChanges(db: object, databaseUrl: string): SessionListener {
  const cache = keepSessionsInMemory(db);
  cache.suspend();
  let client: { end(): Promise<void> } | undefined;
  let closed = false;

  let firstConnect: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (firstConnect = resolve));

  const connect = async (): Promise<void> => {
    const { Client } = await import('pg');
    const next = new Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === SESSION_CHANNEL && message.payload) forgetSession(message.payload);
    });
    next.on('error', (error) => console.warn('[identity] session listener lost its connection:', error.message));
    next.on('end', () => {
      cache.suspend();
      scheduleRetry();
    });
    await next.connect();
    await next.query(`LISTEN ${SESSION_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    cache.resume();
    firstConnect();
  };
  let retryPending = false;
  function scheduleRetry(): void {
    if (closed || retryPending) return;
    retryPending = true;
    setTimeout(() => {
      retryPending = false;
      void connect().catch(retryLater);
    }, RETRY_MS).unref();
  }
  function retryLater(error: unknown): void {
    console.warn('[identity] session listener could not connect; sessions are read from the database meanwhile:', error instanceof Error ? error.message : error);
    scheduleRetry();
  }

  void connect().catch(retryLater);
  return {
    connected,
    async close() {
      closed = true;
      cache.suspend();
      await client?.end();
    },
  };
}
