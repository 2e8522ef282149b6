// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { NEW_GUEST, pickSegment, segmentHolds, segmentValue } from '@shared/personalisation/segments';
import { readShopperState } from '@blocks/personalisation/shopper-state';
import { SESSION_STORAGE_KEY } from '../../../src/stores/session-state';

const storeSession = (session: unknown) => localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));

afterEach(() => localStorage.clear());

describe('segments from the stored session', () => {
  it('knows a guest (nothing stored) completely: logged out, not a member, no profile type, empty cart', () => {
    const state = readShopperState();
    for (const condition of ['logged-out', 'non-employee', 'non-ipa', 'non-wranx', 'non-athlete', 'cart-empty'] as const) expect(segmentHolds(condition, state)).toBe(true);
    for (const condition of ['logged-in', 'loyalty-member', 'employee', 'ipa', 'wranx', 'athlete', 'cart-not-empty'] as const) expect(segmentValue(condition, state)).toBe(false);
  });

  it('answers for an empty browser exactly what the server assumes of a new guest (pop-up data-guest)', () => {
    expect(readShopperState()).toEqual(NEW_GUEST);
  });

  it('reads a signed-in member with profile types from what the profile gave the session', () => {
    storeSession({ status: 'registered', consumerType: 'REGISTERED', firstName: 'Sam', loyaltyPoints: 120, loyaltyMember: true, profileTypes: ['wranx', 'athlete'] });
    const state = readShopperState();
    expect(segmentHolds('logged-in', state)).toBe(true);
    expect(segmentHolds('loyalty-member', state)).toBe(true);
    expect(segmentHolds('wranx', state)).toBe(true);
    expect(segmentHolds('athlete', state)).toBe(true);
    expect(segmentHolds('non-ipa', state)).toBe(true);
    expect(segmentHolds('non-employee', state)).toBe(true);
    expect(pickSegment([{ id: 'logged-out' as const }, { id: 'loyalty-member' as const }, { id: 'logged-in' as const }], state)?.id).toBe('loyalty-member');
  });

  it('reads an employee from the consumer type', () => {
    storeSession({ status: 'registered', consumerType: 'EMPLOYEE', loyaltyMember: false, profileTypes: [] });
    expect(segmentHolds('employee', readShopperState())).toBe(true);
    expect(segmentHolds('non-employee', readShopperState())).toBe(false);
  });

  it('leaves membership and profile types unknown until the profile was read: neither they nor their negatives hold', () => {
    storeSession({ status: 'registered', consumerType: 'REGISTERED', email: 'sam@example.com' });
    const state = readShopperState();
    expect(segmentHolds('logged-in', state)).toBe(true);
    for (const condition of ['loyalty-member', 'ipa', 'non-ipa', 'athlete', 'non-athlete'] as const) expect(segmentValue(condition, state)).toBeUndefined();
  });

  it('treats a damaged stored session as a guest and drops unknown profile types', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(segmentHolds('logged-out', readShopperState())).toBe(true);
    storeSession({ status: 'registered', loyaltyMember: 'yes', profileTypes: ['ipa', 'pirate'] });
    const state = readShopperState();
    expect(segmentValue('loyalty-member', state)).toBeUndefined();
    expect(state.session?.profileTypes).toEqual(['ipa']);
  });
});
