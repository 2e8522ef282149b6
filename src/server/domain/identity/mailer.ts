import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/outbox';

export interface Mail {
  readonly siteId: string;
  readonly to: string;
  readonly template: 'reset-password' | 'welcome' | 'contact-us' | 'newsletter-welcome' | 'event-registration';
  readonly subject: string;
  readonly body: string;
}

export interface Mailer {
  send(db: Database, mail: Mail): Promise<void>;
}

/** Default mailer: writes to the outbox table, in the caller's transaction; a relay sends it later. */
export const outboxMailer: Mailer = {
  async send(db, mail) {
    await db.insert(outbox).values({
      id: crypto.randomUUID(),
      siteId: mail.siteId,
      recipient: mail.to,
      template: mail.template,
      subject: mail.subject,
      body: mail.body,
    });
  },
};
