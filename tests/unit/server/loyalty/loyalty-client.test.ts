import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@lib/api/client';
import { buyLoyaltyVoucher, loyaltyToken, loyaltyVouchers, welcomePromotion } from '@lib/api/loyalty';
import { getProfile } from '@lib/api/consumer';
import { login, startIdentityApi, type IdentityTestApi } from '../identity/identity-api';
import { checkAnswerContract } from '@lib/api/check-answer.server';

/** The storefront's typed loyalty client against the API: answers parse with the contracts. */
let api: IdentityTestApi;
let client: ApiClient;
beforeAll(async () => {
  api = await startIdentityApi();
  client = new ApiClient({ checkAnswer: checkAnswerContract, baseUrl: 'http://localhost/api', fetch: async (request) => api.app.fetch(request), locale: 'en-us', siteId: 'stride' });
}, 120_000);
afterAll(() => api?.close());

describe('typed loyalty client', () => {
  it('reads the memberId, the welcome offer, points and vouchers, and buys a voucher once per key', async () => {
    const session = await login(api, 'member@stride.example');
    const member = client.with({ accessToken: session.accessToken, userSessionId: session.usid });
    expect(await loyaltyToken(member, { usid: session.usid }, 'client-test')).toEqual({ memberId: 'M100000002', referredBy: null });
    expect((await welcomePromotion(member)).promotion?.code).toBe('WELCOME15');
    const overview = await loyaltyVouchers(member, true);
    expect(overview).toMatchObject({ currentLoyaltyPoints: 1_250, pendingLoyaltyPoints: 0 });
    expect(overview.history?.length).toBeGreaterThan(0);
    const bought = await buyLoyaltyVoucher(member, 500, 'client-buy-0001');
    expect(await buyLoyaltyVoucher(member, 500, 'client-buy-0001')).toEqual(bought);
    expect((await getProfile(member)).loyaltySummary).toEqual({ points: { balance: 750, pending: 0 } });
    const shopper = await login(api, 'shopper@stride.example');
    await expect(loyaltyVouchers(client.with({ accessToken: shopper.accessToken }))).rejects.toMatchObject({ status: 403, errorId: 'REW403' });
  });
});
