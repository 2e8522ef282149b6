import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/outbox';

export interface OutgoingMessage {
  readonly kind: string;
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly siteId?: string;
}

/** Sends (or queues) a message to a shopper. The default queues it in the outbox table. */
export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}

/** Writes to the shared outbox; pass the transaction so the message commits with its cause. */
export function outboxNotifier(db: Database): Notifier {
  return {
    async send(message) {
      await db.insert(outbox).values({
        id: crypto.randomUUID(),
        siteId: message.siteId ?? null,
        recipient: message.recipient,
        template: message.kind,
        subject: message.subject,
        body: message.body,
      });
    },
  };
}
