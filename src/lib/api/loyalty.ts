import type { Cart } from '@schemas/commerce/cart';
import { IDEMPOTENCY_KEY_HEADER } from '@schemas/commerce/checkout';
import type {
  BuyLoyaltyVoucherResponse, LoyaltyResponse, LoyaltyTokenRequest, LoyaltyTokenResponse, LoyaltyWelcomePromoResponse,
} from '@schemas/commerce/loyalty';
import { API_HEADERS } from '@schemas/protocol/headers';
import type { ApiClient } from './client';

/** Spec §7 consumer loyalty calls (docs/architecture.md "Loyalty"); the access token decides whose points they are. */

/** POST .../loyalty/token: the member's memberId (spec §6); a referral code and the lead source are recorded once. */
export function loyaltyToken(api: ApiClient, body: LoyaltyTokenRequest = {}, source?: string): Promise<LoyaltyTokenResponse> {
  return api.request('/consumers-v3/consumer/loyalty/token', { method: 'POST', body, ...(source ? { headers: { [API_HEADERS.source]: source } } : {}), answer: 'loyaltyTokenResponse' });
}

/** GET .../loyalty/promo/welcome. */
export function welcomePromotion(api: ApiClient): Promise<LoyaltyWelcomePromoResponse> {
  return api.request('/consumers-v3/consumer/loyalty/promo/welcome', { answer: 'loyaltyWelcomePromoResponse' });
}

/** GET .../loyalty/vouchers: points, vouchers for sale, the member's vouchers, and the ledger when asked. */
export function loyaltyVouchers(api: ApiClient, includeHistory = false): Promise<LoyaltyResponse> {
  return api.request('/consumers-v3/consumer/loyalty/vouchers', { query: { includeHistory }, answer: 'loyaltyResponse' });
}

/** POST .../loyalty/vouchers: buys the voucher of that many points; the key makes a retry replay instead of buying twice. */
export function buyLoyaltyVoucher(api: ApiClient, points: number, idempotencyKey: string): Promise<BuyLoyaltyVoucherResponse> {
  return api.request('/consumers-v3/consumer/loyalty/vouchers', { method: 'POST', body: { points }, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, answer: 'buyLoyaltyVoucherResponse' });
}

/** PUT /cart/v1/cart/{basketId}/reward: points, a bought voucher's code, or null to take rewards off. */
export function applyLoyaltyReward(api: ApiClient, basketId: string, reward: { points: number } | { code: string } | null): Promise<Cart> {
  return api.request(`/cart/v1/cart/${encodeURIComponent(basketId)}/reward`, { method: 'PUT', body: { appliedLoyaltyVoucher: reward }, answer: 'cart' });
}
