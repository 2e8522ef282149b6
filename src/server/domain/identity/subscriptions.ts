import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consumerSubscriptions } from '../../db/schema/identity';
import type { Subscription } from '../../../../schemas/commerce/consumer';
import { LOCALES, type LocaleCode } from '../../../shared/i18n/sites';
import { ApiError } from '../../http/api-error';
import type { ConsumerRow } from './consumers';

type SubscriptionRow = typeof consumerSubscriptions.$inferSelect;

export interface SubscriptionChange {
  readonly type: 'Newsletter' | 'LoyaltyNewsletter';
  readonly channel: 'email' | 'sms';
  readonly optin: boolean;
  readonly category?: string | undefined;
}

export function subscriptionView(row: SubscriptionRow): Subscription {
  return {
    type: row.type as Subscription['type'],
    channel: row.channel as Subscription['channel'],
    optin: row.optin,
    doubleOptin: row.doubleOptin,
    recipient: row.recipient,
    ...(row.category ? { category: row.category } : {}),
    country: row.country,
    region: row.region,
    ...(row.optinDate ? { optinDate: row.optinDate } : {}),
    ...(row.optoutDate ? { optoutDate: row.optoutDate } : {}),
  };
}

export async function listSubscriptions(db: Database, consumerId: string): Promise<Subscription[]> {
  const rows = await db.select().from(consumerSubscriptions).where(eq(consumerSubscriptions.consumerId, consumerId));
  return rows.sort((a, b) => `${a.type}${a.channel}`.localeCompare(`${b.type}${b.channel}`)).map(subscriptionView);
}

/** Opt in or out; the recipient is the consumer's email or (sms) phone, never taken from the body. */
export async function applySubscriptions(db: Database, consumer: ConsumerRow, changes: readonly SubscriptionChange[], locale: LocaleCode) {
  const { country, region } = LOCALES[locale];
  for (const change of changes) {
    const recipient = change.channel === 'sms' ? consumer.phone : consumer.email;
    if (!recipient) throw new ApiError('API400', 'An SMS subscription needs a phone number on the profile.', { field: 'subscriptions.channel' });
    const now = new Date().toISOString();
    await db
      .insert(consumerSubscriptions)
      .values({
        consumerId: consumer.id, type: change.type, channel: change.channel, optin: change.optin, recipient,
        category: change.category ?? null, country, region,
        optinDate: change.optin ? now : null, optoutDate: change.optin ? null : now,
      })
      .onConflictDoUpdate({
        target: [consumerSubscriptions.consumerId, consumerSubscriptions.type, consumerSubscriptions.channel],
        set: {
          optin: change.optin, recipient, country, region,
          category: change.category ?? sql`${consumerSubscriptions.category}`,
          optinDate: change.optin ? now : sql`${consumerSubscriptions.optinDate}`,
          optoutDate: change.optin ? null : now,
        },
      });
  }
}
