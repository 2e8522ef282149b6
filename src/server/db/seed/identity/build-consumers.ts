import type { consumerAddresses, consumers, consumerSubscriptions } from '../../schema/identity';
import { SITE_IDS } from '../../../../shared/i18n/sites';
import { SEED_REFERENCE_DATE } from '../catalog/reference';

type ConsumerRow = typeof consumers.$inferInsert;
type AddressRow = typeof consumerAddresses.$inferInsert;
type SubscriptionRow = typeof consumerSubscriptions.$inferInsert;

const at = SEED_REFERENCE_DATE.toISOString();

function address(id: string, consumerId: string, approachType: 'S' | 'B', main: boolean, firstName: string, lastName: string, email: string): AddressRow {
  return {
    id, consumerId, approachType, main, createdAt: at,
    fields: { firstName, lastName, addressLine1: '350 Broadway', city: 'New York', postalCode: '10013', country: 'US', province: 'NY', email, phone: '+12125550147' },
  };
}

/** Four shoppers per site: registered, loyalty member, employee, athlete (WRANX and IPA). */
export function buildIdentitySeed(passwordHash: string) {
  const consumerRows: ConsumerRow[] = [];
  const addressRows: AddressRow[] = [];
  const subscriptionRows: SubscriptionRow[] = [];
  SITE_IDS.forEach((siteId, siteIndex) => {
    const id = (n: number) => `C${siteIndex + 1}0000000${n}`;
    const base = { siteId, passwordHash, createdAt: at, updatedAt: at, postalCode: '10013', gender: 'F', source: { acquisitionType: 'Registered' } };
    consumerRows.push(
      { ...base, id: id(1), email: `shopper@${siteId}.example`, firstName: 'Sam', lastName: 'Shopper', phone: `+1212555${siteIndex}101`, birthDate: '1990-04-12', interests: 'running|hiking' },
      { ...base, id: id(2), email: `member@${siteId}.example`, firstName: 'Maya', lastName: 'Member', phone: `+1212555${siteIndex}102`, birthDate: '1985-09-30',
        isLoyaltyMember: true, memberId: `M${siteIndex + 1}00000002`, loyaltyOptInDate: at, loyaltyPoints: 1250, preferredShoeSize: '9' },
      { ...base, id: id(3), email: `employee@${siteId}.example`, firstName: 'Eli', lastName: 'Employee', consumerType: 'EMPLOYEE', birthDate: '1993-01-20',
        employee: { currentSpend: 42_000, annualCap: 150_000 }, isEmployeeDiscountTCAccepted: false },
      { ...base, id: id(4), email: `athlete@${siteId}.example`, firstName: 'Ari', lastName: 'Athlete', birthDate: '1998-07-04',
        athlete: { currentSpend: 18_000, annualCredit: 100_000 }, prosumer: { currentSpend: 0, annualCredit: 50_000 }, identities: [{ type: 'WRANX' }, { type: 'IPA' }] },
    );
    addressRows.push(
      address(`A${siteIndex + 1}011`, id(1), 'S', true, 'Sam', 'Shopper', `shopper@${siteId}.example`),
      address(`A${siteIndex + 1}012`, id(1), 'B', true, 'Sam', 'Shopper', `shopper@${siteId}.example`),
      address(`A${siteIndex + 1}021`, id(2), 'S', true, 'Maya', 'Member', `member@${siteId}.example`),
    );
    const subscription = (consumerId: string, type: string, recipient: string): SubscriptionRow => ({
      consumerId, type, channel: 'email', optin: true, doubleOptin: true, recipient, country: 'US', region: 'NORA', optinDate: at,
    });
    subscriptionRows.push(
      subscription(id(1), 'Newsletter', `shopper@${siteId}.example`),
      subscription(id(2), 'Newsletter', `member@${siteId}.example`),
      subscription(id(2), 'LoyaltyNewsletter', `member@${siteId}.example`),
    );
  });
  return { consumerRows, addressRows, subscriptionRows };
}
