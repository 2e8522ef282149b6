import { describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE, identityOptions, requestsPerClientFromEnv } from '../../../../src/server/domain/identity/options';

describe('AUTH_REQUESTS_PER_CLIENT', () => {
  it('keeps the defaults when unset or empty', () => {
    expect(identityOptions({}, {}).throttle).toEqual(DEFAULT_THROTTLE);
    expect(identityOptions({}, { AUTH_REQUESTS_PER_CLIENT: ' ' }).throttle.signUpPerClient).toBe(DEFAULT_THROTTLE.signUpPerClient);
  });

  it('sets the per-client limit of lookup, sign-up and forgot password, and nothing else', () => {
    const throttle = identityOptions({}, { AUTH_REQUESTS_PER_CLIENT: '200' }).throttle;
    expect(throttle).toMatchObject({ lookupPerClient: 200, signUpPerClient: 200, resetPerClient: 200 });
    expect(throttle.pairLimit).toBe(DEFAULT_THROTTLE.pairLimit);
    expect(throttle.resetMailsPerEmail).toBe(DEFAULT_THROTTLE.resetMailsPerEmail);
  });

  it('lets a test override win over the variable', () => {
    expect(identityOptions({ throttle: { signUpPerClient: 2 } }, { AUTH_REQUESTS_PER_CLIENT: '200' }).throttle.signUpPerClient).toBe(2);
  });

  it('refuses a value that is not a whole number of at least 1, naming the variable', () => {
    for (const value of ['0', '-3', '2.5', 'many', '1e400']) {
      expect(() => requestsPerClientFromEnv(value)).toThrow(/AUTH_REQUESTS_PER_CLIENT/);
    }
  });
});
