import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/outbox';

/** The site's newest outbox mails, newest first. */
export function newestMails(db: Database, siteId: string, limit: number) {
  return db
    .select({ id: outbox.id, recipient: outbox.recipient, template: outbox.template, subject: outbox.subject, body: outbox.body, createdAt: outbox.createdAt })
    .from(outbox)
    .where(eq(outbox.siteId, siteId))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}
