import { eq } from 'drizzle-orm';
import { EMPLOYEE_ALLOWANCE_CURRENCY } from '../../../../schemas/constants';
import type { Database } from '../../db/client';
import { consumers, type SpendJson } from '../../db/schema/identity';
import type { CustomerGroup } from './pricing/types';
import type { CartOwner } from './shopper';

/** What of a registered shopper's profile prices their cart: the programmes they belong to. */
export interface ProgrammeFacts {
  readonly consumerType: string;
  readonly employeeTermsAccepted: boolean;
  readonly employee: SpendJson | null;
  readonly identities: readonly ('WRANX' | 'IPA')[];
}

/** Read in the caller's transaction, so placement prices with the allowance it then spends. */
export async function programmeFactsOf(db: Database, owner: CartOwner): Promise<ProgrammeFacts | null> {
  if (owner.kind !== 'consumer') return null;
  const [row] = await db
    .select({ consumerType: consumers.consumerType, employeeTermsAccepted: consumers.isEmployeeDiscountTCAccepted, employee: consumers.employee, identities: consumers.identities })
    .from(consumers)
    .where(eq(consumers.id, owner.id));
  if (!row) return null;
  return { ...row, identities: row.identities.map((identity) => identity.type) };
}

export interface PricingAudience {
  readonly customerGroups: readonly CustomerGroup[];
  readonly allowance: number | null;
}

/**
 * The customer groups a cart is priced for (spec §6): GUEST or REGISTERED; EMPLOYEE for an
 * employee who accepted the discount terms, on carts in the allowance's currency; IPA and WRANX
 * by the profile's identities. The allowance left caps the employee discount (0 once used up).
 */
export function pricingAudience(owner: CartOwner, facts: ProgrammeFacts | null, currency: string): PricingAudience {
  if (owner.kind !== 'consumer') return { customerGroups: ['GUEST'], allowance: null };
  if (!facts) return { customerGroups: ['REGISTERED'], allowance: null };
  const groups: CustomerGroup[] = ['REGISTERED'];
  let allowance: number | null = null;
  if (facts.consumerType === 'EMPLOYEE' && facts.employeeTermsAccepted && currency === EMPLOYEE_ALLOWANCE_CURRENCY) {
    groups.push('EMPLOYEE');
    const cap = facts.employee?.annualCap;
    if (typeof cap === 'number') allowance = Math.max(0, cap - (facts.employee?.currentSpend ?? 0));
  }
  if (facts.identities.includes('IPA')) groups.push('IPA');
  if (facts.identities.includes('WRANX')) groups.push('WRANX');
  return { customerGroups: groups, allowance };
}
