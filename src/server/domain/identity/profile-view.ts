import type { Database } from '../../db/client';
import type { ConsumerProfile } from '../../../../schemas/commerce/consumer';
import { listAddresses } from './addresses';
import type { ConsumerRow } from './consumers';
import { listSubscriptions } from './subscriptions';
import { pointsSummary } from '../loyalty/ledger';

const optional = <K extends string, V>(key: K, value: V | null | undefined) => (value === null || value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/** The consumerProfile of spec §3 for one consumer. */
export async function profileView(db: Database, consumer: ConsumerRow, includeLoyaltySummary: boolean): Promise<ConsumerProfile> {
  const withPoints = includeLoyaltySummary && consumer.isLoyaltyMember;
  const [address, subscriptions, points] = await Promise.all([listAddresses(db, consumer.id), listSubscriptions(db, consumer.id), withPoints ? pointsSummary(db, consumer.id) : null]);
  return {
    consumerId: consumer.id,
    consumerType: consumer.consumerType,
    consumerDetails: {
      email: consumer.email,
      ...optional('phone', consumer.phone),
      ...optional('firstName', consumer.firstName),
      ...optional('lastName', consumer.lastName),
      ...optional('postalCode', consumer.postalCode),
      ...optional('birthDate', consumer.birthDate),
      ...optional('gender', consumer.gender),
      address,
      ...optional('source', consumer.source),
      ...optional('athlete', consumer.athlete),
      ...optional('employee', consumer.employee),
      ...optional('prosumer', consumer.prosumer),
      identity: consumer.identities,
    },
    isLoyaltyMember: consumer.isLoyaltyMember,
    ...optional('memberId', consumer.memberId),
    ...optional('loyaltyOptInDate', consumer.loyaltyOptInDate),
    ...(points ? { loyaltySummary: { points } } : {}),
    enrollments: consumer.isLoyaltyMember ? [{ type: 'Loyalty' as const }] : [],
    preferences: { interests: consumer.interests ?? '', ...optional('preferredShoeSize', consumer.preferredShoeSize) },
    subscriptions,
    isEmployeeDiscountTCAccepted: consumer.isEmployeeDiscountTCAccepted,
  };
}
