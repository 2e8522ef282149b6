import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@lib/api/client';
import { exchangeCode, createPkcePair, refreshSession, signIn, signInWithCredentials, signOut, signUp } from '@lib/api/auth';
import { addAddress, getAddressRules, getCountryList, getProfile, hasProfileChanges, updateProfile } from '@lib/api/consumer';
import { startIdentityApi, type IdentityTestApi } from './identity-api';
import { checkAnswerContract } from '@lib/api/check-answer.server';

let api: IdentityTestApi;
let client: ApiClient;
beforeAll(async () => {
  api = await startIdentityApi();
  client = new ApiClient({ checkAnswer: checkAnswerContract, baseUrl: 'http://localhost/api', fetch: async (request) => api.app.fetch(request), locale: 'en-us', siteId: 'stride' });
}, 120_000);
afterAll(() => api?.close());

describe('typed auth and consumer client against the API', () => {
  it('signs up, signs in, reads and updates the profile, refreshes and signs out; answers match the contracts', async () => {
    await signUp(client, { firstName: 'Kim', lastName: 'Lee', email: 'kim@example.com', password: 'Client2026', birthDate: '', isTermsConfirmed: true, recaptcha_response: 'sandbox-ok:register' }, 'newsletter-footer');
    const session = await signIn(client, { username: 'kim@example.com', password: 'Client2026', recaptchaResponse: 'sandbox-ok:login' });
    const signedIn = client.with({ accessToken: session.accessToken, userSessionId: session.usid });
    expect((await getProfile(signedIn)).consumerDetails.firstName).toBe('Kim');
    expect(await updateProfile(signedIn, { consumerDetails: { firstName: '' } })).toBeNull();
    expect((await updateProfile(signedIn, { consumerDetails: { postalCode: '10013' } }))?.consumerDetails.postalCode).toBe('10013');
    expect((await addAddress(signedIn, { country: 'US', firstName: 'Kim', lastName: 'Lee', addressLine1: '350 Broadway', city: 'New York', postalCode: '10013', email: 'kim@example.com', phone: '2125550147' })).addressId).toBeTruthy();
    const next = await refreshSession(client, session.refreshToken);
    await signOut(client, next.refreshToken);
    await expect(getProfile(client.with({ accessToken: next.accessToken }))).rejects.toMatchObject({ status: 401, errorId: 'AUT402' });
  });

  it('retries a 409 code exchange once, then reports DUPLICATED_TOKEN', async () => {
    const pkce = await createPkcePair();
    const { authorizationCode } = await signInWithCredentials(client, { username: 'member@stride.example', password: 'Storefront2026', recaptchaResponse: 'sandbox-ok:login' }, pkce);
    await exchangeCode(client, { authorizationCode, codeVerifier: pkce.verifier });
    let calls = 0;
    const counting = client.with({ fetch: async (request) => { calls++; return api.app.fetch(request); } });
    await expect(exchangeCode(counting, { authorizationCode, codeVerifier: pkce.verifier }, 5)).rejects.toMatchObject({ status: 409, errorId: 'DUPLICATED_TOKEN' });
    expect(calls).toBe(2);
  });

  it('reads country list and address rules', async () => {
    expect((await getCountryList(client.with({ locale: 'fr-fr' }))).countries.find((c) => c.code === 'DE')?.name).toBe('Allemagne');
    expect((await getAddressRules(client, 'GB')).fields.postalCode?.transform).toBe('capitalize');
    expect(hasProfileChanges({ preferences: { interests: ' ' } })).toBe(false);
  });
});
