import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema/notifications';

export interface OutgoingMessage {
  readonly kind: string;
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
}

/** Sends (or queues) a message to a shopper. The default queues it in the outbox table. */
export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}

/** Writes to outbox_messages; pass the transaction so the message commits with its cause. */
export function outboxNotifier(db: Database): Notifier {
  return {
    async send(message) {
      await db.insert(outboxMessages).values(message);
    },
  };
}
