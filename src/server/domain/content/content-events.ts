import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { announceContentChange } from '../../../shared/cache/content-changes';
import { responseCacheFor } from './response-cache';

export const CONTENT_CHANNEL = 'content_changed';

/**
 * After a write: drop this process's cached responses of the site, and tell other processes
 * (pg_notify; content-listener.ts receives it on PostgreSQL. On embedded PGlite there is only one process).
 */
export async function contentChanged(db: Database, siteId: string): Promise<void> {
  responseCacheFor(db).invalidate(siteId);
  announceContentChange(siteId);
  try {
    await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${siteId})`);
  } catch (error) {
    console.warn('[content] could not notify other processes:', error);
  }
}
