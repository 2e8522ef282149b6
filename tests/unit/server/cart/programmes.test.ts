import { describe, expect, it } from 'vitest';
import { pricingAudience, type ProgrammeFacts } from '@server/domain/cart/programmes';

const consumer = { kind: 'consumer' as const, id: 'c1' };
const employee: ProgrammeFacts = { consumerType: 'EMPLOYEE', employeeTermsAccepted: true, employee: { currentSpend: 42_000, annualCap: 150_000 }, identities: [] };

describe('who a cart is priced for (spec §6)', () => {
  it('puts guests and registered shoppers in their group', () => {
    expect(pricingAudience({ kind: 'guest', id: 'g' }, null, 'USD')).toEqual({ customerGroups: ['GUEST'], allowance: null });
    expect(pricingAudience(consumer, { ...employee, consumerType: 'REGISTERED' }, 'USD')).toEqual({ customerGroups: ['REGISTERED'], allowance: null });
  });

  it('prices the employee discount only after the terms, on carts in the allowance currency, with what is left of the cap', () => {
    expect(pricingAudience(consumer, employee, 'USD')).toEqual({ customerGroups: ['REGISTERED', 'EMPLOYEE'], allowance: 108_000 });
    expect(pricingAudience(consumer, { ...employee, employeeTermsAccepted: false }, 'USD').customerGroups).toEqual(['REGISTERED']);
    expect(pricingAudience(consumer, employee, 'EUR').customerGroups).toEqual(['REGISTERED']);
    expect(pricingAudience(consumer, { ...employee, employee: { currentSpend: 160_000, annualCap: 150_000 } }, 'USD').allowance).toBe(0);
    expect(pricingAudience(consumer, { ...employee, employee: { currentSpend: 0 } }, 'USD').allowance).toBeNull();
  });

  it('adds the IPA and WRANX identities as groups', () => {
    const athlete: ProgrammeFacts = { consumerType: 'REGISTERED', employeeTermsAccepted: false, employee: null, identities: ['WRANX', 'IPA'] };
    expect(pricingAudience(consumer, athlete, 'EUR').customerGroups).toEqual(['REGISTERED', 'IPA', 'WRANX']);
  });
});
