import type { StoreUserData } from '../../../../schemas/commerce/consumer';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { listAddresses } from '../identity/addresses';
import { findConsumer, findConsumerByEmail, type ConsumerRow } from '../identity/consumers';
import { actFor, type SessionContext } from '../identity/tokens';
import { recordAssociateAction } from './audit';
import { assertOwnStore } from './own-store';

export interface CustomerQuery {
  readonly consumerId?: string | undefined;
  readonly email?: string | undefined;
  readonly storeId?: string | undefined;
}

/** The associate of an 'agent' token, or 403 AGT403 for any other caller. */
export function associateOf(session: SessionContext): { storeId: string; employeeId: string } {
  if (session.tokenKind !== 'agent' || !session.storeId || !session.storeEmployeeId) throw new ApiError('AGT403');
  return { storeId: session.storeId, employeeId: session.storeEmployeeId };
}

/**
 * retrieveUserData for an associate (spec §7, §3 store user data): finds the customer of this site
 * by consumer id or email, binds the associate's session to them (their cart, addresses and orders
 * from now on) and records the lookup, found or not, in the audit table.
 */
export async function lookUpCustomer(db: Database, session: SessionContext, query: CustomerQuery): Promise<{ consumer: ConsumerRow; storeUserData: StoreUserData }> {
  const associate = associateOf(session);
  assertOwnStore(associate.storeId, query.storeId, 'storeId');
  if (!query.consumerId && !query.email) throw new ApiError('API400', 'email: An email address or a consumer id is needed.', { field: 'email' });
  const byId = query.consumerId ? await findConsumer(db, query.consumerId) : undefined;
  const found = byId ?? (query.email ? await findConsumerByEmail(db, session.siteId, query.email) : undefined);
  const consumer = found && found.siteId === session.siteId ? found : undefined;
  const actor = { siteId: session.siteId, ...associate };
  await recordAssociateAction(db, actor, { action: 'lookup', consumerId: consumer?.id ?? null, details: { by: query.consumerId ? 'consumerId' : 'email', found: Boolean(consumer) } });
  if (!consumer) throw new ApiError('PRO404');
  await actFor(db, session.sessionId, consumer.id);
  const addresses = await listAddresses(db, consumer.id);
  const shipping = addresses.filter((address) => address.approachType === 'S');
  return {
    consumer,
    storeUserData: {
      details: { firstName: consumer.firstName ?? '', lastName: consumer.lastName ?? '', email: consumer.email },
      defaultShippingAddress: shipping.find((address) => address.main) ?? shipping[0] ?? null,
    },
  };
}
