import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/outbox';
import { readConfig } from '../../../shared/config.server';

export interface Mail {
  readonly siteId: string;
  readonly to: string;
  readonly template: 'reset-password' | 'welcome' | 'contact-us' | 'newsletter-welcome' | 'event-registration' | 'order-confirmation' | 'order-cancelled' | 'gift-card' | 'warranty-claim';
  readonly subject: string;
  readonly body: string;
}

export interface Mailer {
  send(db: Database, mail: Mail): Promise<void>;
}

/** `s***@stride.example`: enough to follow a mail in the log, not enough to collect addresses. */
function maskedAddress(address: string): string {
  const [name = '', domain = ''] = address.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

/**
 * Default mailer: writes to the outbox table, in the caller's transaction; a relay sends it later.
 * Each mail is also a line in the server log; with development tools on, the whole mail (so a
 * developer follows a reset link without a mail server), otherwise no secret and no full address.
 */
export const outboxMailer: Mailer = {
  async send(db, mail) {
    const full = readConfig().devTools;
    console.log(`[mail] ${mail.template} to ${full ? mail.to : maskedAddress(mail.to)} queued${full ? `: ${mail.subject}\n${mail.body}` : ''}`);
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
