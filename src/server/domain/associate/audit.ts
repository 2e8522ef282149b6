import type { Database } from '../../db/client';
import { associateAudit, type AssociateAction } from '../../db/schema/associate-audit';

export interface AssociateActor {
  readonly siteId: string;
  readonly storeId: string;
  readonly employeeId: string;
}

export interface AuditEntry {
  readonly action: AssociateAction;
  readonly consumerId?: string | null;
  readonly subject?: string | null;
  readonly details?: Record<string, unknown>;
}

/**
 * Writes one associate action to the audit table. Called inside the transaction of the change it
 * records (a cart write, an order), so an action that rolls back leaves no entry and an entry
 * never exists without its action.
 */
export async function recordAssociateAction(db: Database, actor: AssociateActor, entry: AuditEntry, now = new Date()): Promise<void> {
  await db.insert(associateAudit).values({
    id: crypto.randomUUID(), at: now.toISOString(), siteId: actor.siteId, storeId: actor.storeId, employeeId: actor.employeeId,
    action: entry.action, consumerId: entry.consumerId ?? null, subject: entry.subject ?? null, details: entry.details ?? {},
  });
}
