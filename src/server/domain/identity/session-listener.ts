import { listenOnChannel, type ChannelListener } from '../../db/pg-listener';
import { forgetSession, keepSessionsInMemory } from './session-cache';

/** The channel on which a change to a session or its tokens is announced (payload: the session id). */
export const SESSION_CHANNEL = 'session_changed';

/**
 * On PostgreSQL, keeps the sessions looked up through `db` in memory only while this process
 * LISTENs on `session_changed` (db/pg-listener.ts): each announcement forgets its session at once;
 * a lost connection empties and suspends the cache until it reconnects. Sessions are read from
 * the database until the first connection.
 */
export function listenForSessionChanges(db: object, databaseUrl: string): ChannelListener {
  const cache = keepSessionsInMemory(db);
  cache.suspend();
  return listenOnChannel(databaseUrl, SESSION_CHANNEL, 'identity', {
    onMessage: (sessionId) => {
      if (sessionId) forgetSession(sessionId);
    },
    onConnected: () => cache.resume(),
    onLost: () => cache.suspend(),
  });
}
