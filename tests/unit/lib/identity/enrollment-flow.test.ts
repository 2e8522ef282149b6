import { describe, expect, it } from 'vitest';
import {
  ENROLLMENT_STEPS, nextEnrollment, profileFieldsOf, startEnrollment, type EnrollmentEvent, type EnrollmentState,
} from '@lib/identity/enrollment-flow';

const run = (state: EnrollmentState, ...events: EnrollmentEvent[]) => events.reduce(nextEnrollment, state);
const FULL = { email: 'sam@example.com', firstName: 'Sam', lastName: 'Shopper', postalCode: '10013', birthDate: '1990-04-01' };

describe('enrollment step machine (spec §2 order, §4 start rule)', () => {
  it('has the §2 steps in order', () => {
    expect(ENROLLMENT_STEPS).toEqual(['lookup', 'sign-in', 'sign-up', 'forgot-password', 'complete-profile', 'welcome', 'mobile', 'profile', 'interests', 'success']);
  });

  it('starts a guest at lookup; a signed-in shopper at mobile without a phone, else at profile', () => {
    expect(startEnrollment(null).step).toBe('lookup');
    expect(startEnrollment({ ...FULL, phone: null }).step).toBe('mobile');
    expect(startEnrollment({ ...FULL, phone: '  ' }).step).toBe('mobile');
    expect(startEnrollment({ ...FULL, phone: '+12125550100' }).step).toBe('profile');
  });

  it('goes on at welcome for a shopper who just signed up with the sign-up form\'s loyalty variant', () => {
    const state = startEnrollment({ email: 'new@example.com', firstName: 'Nia' }, 'loyalty-page', { justSignedUp: true });
    expect(state).toMatchObject({ step: 'welcome', source: 'loyalty-page' });
    expect(run(state, { type: 'continued' }).step).toBe('mobile');
    expect(startEnrollment(null, null, { justSignedUp: true }).step).toBe('lookup');
  });

  it('takes a new guest from lookup through sign-up, welcome, mobile, profile and interests to success', () => {
    const steps: string[] = [];
    let state = startEnrollment(null, ' spring-mailing ');
    expect(state.source).toBe('spring-mailing');
    for (const event of [
      { type: 'lookedUp', email: 'new@example.com', exists: false },
      { type: 'signedUp', profile: { email: 'new@example.com', firstName: 'Nia' } },
      { type: 'continued' },
      { type: 'mobileSaved', phone: '+12125550100' },
      { type: 'profileSaved', profile: { lastName: 'New' } },
      { type: 'interestsDone' },
    ] as EnrollmentEvent[]) {
      state = nextEnrollment(state, event);
      steps.push(state.step);
    }
    expect(steps).toEqual(['sign-up', 'welcome', 'mobile', 'profile', 'interests', 'success']);
    expect(state).toMatchObject({ email: 'new@example.com', profile: { firstName: 'Nia', lastName: 'New', phone: '+12125550100' }, source: 'spring-mailing' });
  });

  it('sends a known email to sign-in, forgot password and back; a non-member with gaps completes the profile first', () => {
    const atSignIn = run(startEnrollment(null), { type: 'lookedUp', email: 'sam@example.com', exists: true });
    expect(atSignIn).toMatchObject({ step: 'sign-in', email: 'sam@example.com' });
    expect(run(atSignIn, { type: 'forgotPassword' }).step).toBe('forgot-password');
    expect(run(atSignIn, { type: 'forgotPassword' }, { type: 'backToSignIn' }).step).toBe('sign-in');
    // "Create an account" on the sign-in step stays in the flow, with the looked-up email.
    expect(run(atSignIn, { type: 'createAccount' })).toMatchObject({ step: 'sign-up', email: 'sam@example.com' });
    expect(run(startEnrollment(null), { type: 'createAccount' }).step).toBe('lookup');
    expect(run(atSignIn, { type: 'signedIn', profile: { email: 'sam@example.com', isLoyaltyMember: false } }).step).toBe('complete-profile');
    expect(run(atSignIn, { type: 'signedIn', profile: { ...FULL, isLoyaltyMember: false } }).step).toBe('welcome');
    const completed = run(atSignIn, { type: 'signedIn', profile: { email: 'sam@example.com' } }, { type: 'profileCompleted', profile: { ...FULL, phone: '+12125550100' } }, { type: 'continued' });
    expect(completed.step).toBe('profile');
  });

  it('ignores an event that does not belong to the current step', () => {
    const start = startEnrollment(null);
    expect(run(start, { type: 'interestsDone' }, { type: 'continued' }, { type: 'signedIn', profile: FULL })).toBe(start);
    const done = run(startEnrollment({ ...FULL, phone: '+1' }), { type: 'profileSaved', profile: {} }, { type: 'interestsDone' });
    expect(done.step).toBe('success');
    expect(run(done, { type: 'lookedUp', email: 'x@example.com', exists: false })).toBe(done);
  });

  it('makes only the missing profile fields editable, the rest prefilled', () => {
    expect(profileFieldsOf({ email: 'sam@example.com', firstName: 'Sam', lastName: '', postalCode: null })).toEqual([
      { field: 'firstName', value: 'Sam', editable: false },
      { field: 'lastName', value: '', editable: true },
      { field: 'email', value: 'sam@example.com', editable: false },
      { field: 'postalCode', value: '', editable: true },
      { field: 'birthDate', value: '', editable: true },
    ]);
  });
});
